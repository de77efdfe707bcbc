export { ClinicFrame, type ClinicFrameProps, type ClinicStaff } from './ClinicFrame';
