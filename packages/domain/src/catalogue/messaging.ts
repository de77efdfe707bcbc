import { err, ok, type Result } from '../result/result';

/** Kinds of message thread. */
export const threadTypes = ['customer', 'hr', 'supervisor'] as const;
/** One of {@link threadTypes}. */
export type ThreadType = (typeof threadTypes)[number];

/** Thread categories of the professional and HR screens. */
export const threadCategories = [
  'assignedToMe',
  'closed',
  'hrClosed',
  'hrOpen',
  'hrSubstitutions',
  'others',
  'participant',
  'substitutions',
  'unassigned',
] as const;
/** One of {@link threadCategories}. */
export type ThreadCategory = (typeof threadCategories)[number];

/** Who a thread is assigned to, seen by one user. */
export const threadAssignmentStatuses = ['assignedToMe', 'assignedToOther', 'unassigned'] as const;
/** One of {@link threadAssignmentStatuses}. */
export type ThreadAssignmentStatus = (typeof threadAssignmentStatuses)[number];

/** Kinds of messaging user. */
export const messagingUserTypes = ['CustomerUser', 'HrUser', 'ProfessionalUser'] as const;
/** One of {@link messagingUserTypes}. */
export type MessagingUserType = (typeof messagingUserTypes)[number];

/** Chat services. */
export const chatTypes = ['aavaPrivateDoctorChat', 'pikkutsatti'] as const;
/** One of {@link chatTypes}. */
export type ChatType = (typeof chatTypes)[number];

/** Statuses of the messaging pages; in maintenance a notice replaces them. */
export const messagingPageStatuses = ['ok', 'maintenance-mode'] as const;
/** One of {@link messagingPageStatuses}. */
export type MessagingPageStatus = (typeof messagingPageStatuses)[number];

/** File name extensions an attachment may have, compared without regard to case. */
export const attachmentExtensions = [
  'doc',
  'pdf',
  'rtf',
  'xls',
  'ppt',
  'ods',
  'odt',
  'pptx',
  'xlsx',
  'docx',
  'gif',
  'jpeg',
  'jpg',
  'jpe',
  'png',
  'tif',
  'tiff',
  'csv',
  'txt',
  'text',
] as const;

/** The largest total size of one selection of attachments: 9 MiB, shown as 9MB. */
export const maxAttachmentBytes = 9_437_184;
/** The longest subject of a new conversation. */
export const maxSubjectLength = 70;
/** How often the conversation list and a thread are fetched again. */
export const messagingPollMs = 120_000;
/** Time-out of a messaging request. */
export const messagingRequestTimeoutMs = 10_000;
/** Messages and threads fetched at once. */
export const messageFetchLimit = 9999;

/** Why a selection of attachments was refused. */
export type AttachmentError = 'extension' | 'tooLarge';

/** A file as the attachment picker gives it. */
export interface AttachmentFile {
  readonly name: string;
  readonly size: number;
}

/**
 * Checks a selection of attachments (messaging-invoices-shell.md §5): every file has an allowed
 * extension, and together they fit in {@link maxAttachmentBytes}.
 */
export function validateAttachments<F extends AttachmentFile>(
  files: readonly F[],
): Result<readonly F[], AttachmentError> {
  const allowed = files.every((file) => {
    const dot = file.name.lastIndexOf('.');
    const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
    return (attachmentExtensions as readonly string[]).includes(extension);
  });
  if (!allowed) return err('extension');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > maxAttachmentBytes ? err('tooLarge') : ok(files);
}
