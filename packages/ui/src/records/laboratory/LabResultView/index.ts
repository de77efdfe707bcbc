export { LabResultView, type LabResultViewProps, type LabResultViewState } from './LabResultView';
