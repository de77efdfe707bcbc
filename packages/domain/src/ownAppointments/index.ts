export {
  type CustomerEventKind,
  customerEventKinds,
  type FrontSectionId,
  frontAppointmentCount,
  frontSectionIds,
  frontSectionPage,
  frontSections,
  isNewCustomer,
} from './front';
export { parseAppointmentIds } from './ids';
export {
  arrivalReasonOf,
  arrivalReasonPrefix,
  arrivalReasonText,
  type CheckInFacts,
  isUpcoming,
  type LinkCancelOption,
  linkCancelOptionAt,
  linkCancelOptions,
  mapsHref,
  maxAppointmentIds,
  mayCancelAt,
  selfCheckInStatusAt,
} from './rules';
