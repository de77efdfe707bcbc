export {
  type AnonymousLinkEvent,
  type AnonymousLinkFailure,
  type AnonymousLinkState,
  anonymousLinkActions,
  anonymousLinkStatus,
  initialAnonymousLink,
  nextAnonymousLink,
} from './anonymous-link';
export { type AnonymousLinkIds, decodeAnonymousLinkId, encodeAnonymousLinkId } from './link-id';
export {
  type AppointmentActionsEvent,
  type AppointmentActionsState,
  type AppointmentButtons,
  type AppointmentMessage,
  afterCheckInAnswer,
  appointmentButtons,
  arrivalGuidance,
  type CheckInControl,
  cancelFailureReason,
  consentNoticeTarget,
  initialAppointmentActions,
  nextAppointmentActions,
} from './self-check-in';
