export {
  type OccupationalVaccinationState,
  OccupationalVaccinationView,
  type OccupationalVaccinationViewProps,
} from './OccupationalVaccinationView';
