/** The clinic workspace: the staff's sign-in, frame, queues, a conversation's handling and absence. */
export * from './AbsencePanel';
export * from './ClinicFrame';
export * from './ClinicQueues';
export * from './ClinicSignIn';
export * from './ClinicThreadActions';
