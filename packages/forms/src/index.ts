// Form components and their zod schemas, built on the domain rules, are exported from here.
export * from './AnonymousReservationForm';
export * from './BookingForm';
export * from './ConsentForm';
export * from './ContactBlock';
export * from './ContactForm';
export * from './fieldErrors';
export * from './GuardianContacts';
export * from './GuardianForm';
export * from './InsuranceCardForm';
export * from './MyInformationPage';
export * from './PatientRecordPage';
export * from './RegistrationForm';
export * from './ReservationPage';
export * from './SectionLoad';
