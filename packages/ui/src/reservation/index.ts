// The non-form parts of the reservation screens (booking.md §2 items 6-10).
export * from './AppointmentSummary';
export * from './AppointmentUnavailable';
export * from './BookingInterrupted';
export * from './BookingNotices';
export * from './BookPanel';
export * from './LoginPrompt';
export * from './ReservationConfirmation';
export * from './ReservationError';
export * from './TermsDialog';
