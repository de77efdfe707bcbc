export * from './AnonymousAppointmentView';
export * from './AppointmentDetails';
export * from './AppointmentListView';
export * from './AppointmentPageView';
export * from './FrontPageView';
export * from './NewCustomerView';
export * from './OwnAppointmentItem';
export * from './ReasonForVisit';
