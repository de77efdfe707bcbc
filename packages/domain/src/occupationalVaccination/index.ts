export {
  influenzaVaccinationSearch,
  type OccupationalVaccinationAnswer,
  type OccupationalVaccinationView,
  occupationalVaccinationAnswer,
  occupationalVaccinationView,
  vaccinationCustomerServicePhone,
} from './view';
