// The non-form parts of the reservation screens (booking.md §2 items 6-10).
export * from './AppointmentSummary';
export * from './AppointmentUnavailable';
export * from './BookingInterrupted';
export * from './BookingNotices';
export * from './BookPanel';
/** A read-only list of labels and values (the contact details), in two columns on wider screens. */
export { detailList, detailRow, detailTerm, detailValue } from './detailList.css';
export * from './LoginPrompt';
export * from './ReservationConfirmation';
export * from './ReservationError';
export * from './TermsDialog';
