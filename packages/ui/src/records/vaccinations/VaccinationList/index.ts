export { VaccinationList, type VaccinationListProps, type VaccinationListState } from './VaccinationList';
