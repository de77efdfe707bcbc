/** Appointment search: the visit-type landing page and the appointment list pages' parts. */
export * from './AppointmentList';
export * from './AppointmentSearch';
export * from './OccupationalBlockView';
export * from './SearchFilter';
export * from './VisitTypeLanding';
