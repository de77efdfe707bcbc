export { OccupationalBlockView, type OccupationalBlockViewProps } from './OccupationalBlockView';
