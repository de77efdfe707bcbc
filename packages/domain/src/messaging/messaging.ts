import { maxSubjectLength } from '../catalogue/messaging';
import { characterCount } from '../contact/text';

/** What deciding whether a thread is read needs to know about it. */
export interface ThreadReadInput {
  /** Creation instants of its messages, in any order. */
  readonly messageTimes: readonly Date[];
  /** The current assignment, if any. */
  readonly assignment: { readonly assigneeId: string; readonly assignedAt: Date } | null;
  /** When the professionals with access last changed, if known. */
  readonly professionalsTimestamp: Date | null;
  /** The last read instant of each user who has read it. */
  readonly readStatus: readonly { readonly userId: string; readonly readAt: Date }[];
}

/**
 * Tells whether a user has read a thread (messaging-invoices-shell.md §4): an empty thread is
 * read; a user without a read record has not read it; otherwise the user's last read must be at
 * or after the newest message, the assignment (only for the current assignee) and the
 * professionals timestamp.
 */
export function isThreadRead(thread: ThreadReadInput, userId: string): boolean {
  if (thread.messageTimes.length === 0) return true;
  const reads = thread.readStatus.filter((status) => status.userId === userId);
  if (reads.length === 0) return false;
  const lastRead = Math.max(...reads.map((status) => status.readAt.getTime()));
  const times = [...thread.messageTimes];
  if (thread.assignment !== null && thread.assignment.assigneeId === userId)
    times.push(thread.assignment.assignedAt);
  if (thread.professionalsTimestamp !== null) times.push(thread.professionalsTimestamp);
  const latest = Math.max(...times.map((time) => time.getTime()));
  return lastRead >= latest;
}

/** Why a new conversation cannot be sent yet. */
export type NewThreadBlock = 'subjectMissing' | 'subjectTooLong' | 'messageMissing' | 'sending';

/**
 * Whether a new conversation can be sent (messaging-invoices-shell.md §5): a subject of at most
 * 70 characters and a message, both non-empty after trimming, and no send under way.
 * `null` when it can.
 */
export function newThreadBlock(subject: string, message: string, sending: boolean): NewThreadBlock | null {
  if (sending) return 'sending';
  const trimmedSubject = subject.trim();
  if (trimmedSubject === '') return 'subjectMissing';
  if (characterCount(trimmedSubject) > maxSubjectLength) return 'subjectTooLong';
  return message.trim() === '' ? 'messageMissing' : null;
}

/** A reply in a thread needs text or at least one attachment, and no send under way. */
export function canSendInThread(text: string, attachmentCount: number, sending: boolean): boolean {
  return !sending && (text.trim() !== '' || attachmentCount > 0);
}
