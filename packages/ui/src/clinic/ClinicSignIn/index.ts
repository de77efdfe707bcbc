export { ClinicSignIn, type ClinicSignInProps } from './ClinicSignIn';
