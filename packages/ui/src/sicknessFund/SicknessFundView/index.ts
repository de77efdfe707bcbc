export { SicknessFundView, type SicknessFundViewProps } from './SicknessFundView';
