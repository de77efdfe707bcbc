import type { ThreadSummary } from '../conversations/ConversationList';
import type { ThreadDetail } from '../conversations/ConversationThread';
import { doctorUser, exampleThread, exampleThreadSummaries, maijaUser, nurseUser } from './conversations';

// The clinic's queues as the workspace's stories show them, seen by Helena the nurse.

export const clinicViewerId = nurseUser.id;

const [labResults, cough, untitled] = exampleThreadSummaries as [ThreadSummary, ThreadSummary, ThreadSummary];

/** The unassigned queue: new threads from patients, one unread. */
export const unassignedThreads: ThreadSummary[] = [
  { ...labResults, participants: [maijaUser], assignments: [] },
  { ...untitled, isRead: true, participants: [maijaUser], assignments: [] },
];

/** Threads others handle. */
export const othersThreads: ThreadSummary[] = [
  {
    ...cough,
    participants: [maijaUser],
    assignments: [{ assigned: '2026-11-21T21:00:00Z', assignee: doctorUser }],
  },
];

/** A thread of the unassigned queue, opened. */
export const unassignedThread: ThreadDetail = {
  ...exampleThread,
  assignments: [],
  professionalsWithAccess: [],
};

/** The same thread once Helena has taken it. */
export const takenThread: ThreadDetail = {
  ...exampleThread,
  assignments: [{ assigned: '2026-11-25T08:00:00Z', assignee: nurseUser }],
  professionalsWithAccess: [nurseUser],
};

export const colleagues = [doctorUser];
