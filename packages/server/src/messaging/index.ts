export { type CreatedThread, createPatientThread, type NewPatientThread } from './createThread';
export { customerMessagingUserId } from './users';
