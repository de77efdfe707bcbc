export * from './OccupationalVaccinationView';
