export * from './api/operations';
export { messagingSchema } from './api/schema';
export type * as MessagingApi from './api/types.generated';
export {
  type AttachmentExtension,
  attachmentContentTypes,
  attachmentExtensionOf,
  contentMatchesExtension,
} from './attachmentContent';
export {
  type AbsenceProblem,
  absencePeriodProblem,
  type ClinicQueue,
  type ClinicSessionAnswer,
  type ClinicSignInError,
  type ClinicView,
  clinicBasePath,
  clinicPath,
  clinicQueues,
  clinicSessionAnswer,
  clinicSignInErrors,
  clinicSignInPath,
  isClinicQueue,
  matchClinicPath,
  type StaffRole,
  staffRoleOf,
  staffRoles,
} from './clinic';
export { type DayGroup, groupByHelsinkiDay } from './days';
export {
  canSendInThread,
  isThreadRead,
  type NewThreadBlock,
  newThreadBlock,
  type ThreadReadInput,
} from './messaging';
