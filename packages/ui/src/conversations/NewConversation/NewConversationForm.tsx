import { characterCount, maxSubjectLength, newThreadBlock } from '@portal/domain';
import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { LimitedNotice } from '../../LimitedNotice';
import { Notice } from '../../Notice';
import { Stack } from '../../Stack';
import { TextArea } from '../../TextArea';
import { TextField } from '../../TextField';
import { AttachmentPicker, type PickedAttachment } from '../AttachmentPicker';
import * as styles from '../conversations.css';

/** The new conversation being written. */
export interface NewConversationDraft {
  readonly subject: string;
  readonly message: string;
  readonly attachments: readonly PickedAttachment[];
  readonly refusedFileName?: string | null;
  /** `limited`: the person has sent as much as the clinic takes for now (`tooManyRequests`). */
  readonly status: 'idle' | 'sending' | 'failed' | 'limited';
  /** When sending is possible again, an ISO instant; shown while `limited`. Default none. */
  readonly retryAt?: string | null;
}

export interface NewConversationFormProps {
  draft: NewConversationDraft;
  /** Messaging is in maintenance mode: only the notice shows. */
  maintenance?: boolean;
  onChange: (change: { subject?: string; message?: string }) => void;
  onSend: () => void;
  onSelectFiles: (files: readonly File[]) => void;
  onRemoveAttachment: (key: string) => void;
}

const maxMessageLength = 10_000;

/**
 * A new message to the clinic (messaging-invoices-shell.md §2, §5): a subject of at most 70
 * characters, the message, attachments and the response-time note. Send stays disabled while the
 * subject or the message is empty after trimming, while a file is still uploading, and while
 * sending.
 */
export function NewConversationForm(props: NewConversationFormProps) {
  const { draft } = props;
  const words = useWords().conversations;
  if (props.maintenance) return <Notice tone="warning">{words.maintenance()}</Notice>;
  const sending = draft.status === 'sending';
  const uploading = draft.attachments.some((attachment) => attachment.status === 'uploading');
  const block = newThreadBlock(draft.subject, draft.message, sending);
  const subjectTooLong = characterCount(draft.subject.trim()) > maxSubjectLength;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (block === null && !uploading) props.onSend();
      }}
    >
      <Stack space="md">
        <TextField
          label={words.newThread.subject()}
          description={words.newThread.subjectHint({ max: maxSubjectLength })}
          value={draft.subject}
          onChange={(subject) => props.onChange({ subject })}
          errorMessage={
            subjectTooLong ? words.newThread.subjectTooLong({ max: maxSubjectLength }) : undefined
          }
          isDisabled={sending}
          isRequired
        />
        <TextArea
          label={words.newThread.message()}
          value={draft.message}
          onChange={(message) => props.onChange({ message })}
          maxLength={maxMessageLength}
          tooLongMessage={words.thread.tooLong({ max: maxMessageLength })}
          isDisabled={sending}
          isRequired
          rows={8}
        />
        <AttachmentPicker
          attachments={draft.attachments}
          refusedFileName={draft.refusedFileName ?? null}
          onSelect={props.onSelectFiles}
          onRemove={props.onRemoveAttachment}
          isDisabled={sending}
        />
        {draft.status === 'failed' && <Notice tone="danger">{words.newThread.sendFailed()}</Notice>}
        {draft.status === 'limited' && draft.retryAt && (
          <LimitedNotice retryAt={draft.retryAt} text={words.limited} />
        )}
        <div>
          <Button
            type="submit"
            isDisabled={(block !== null && block !== 'sending') || uploading}
            busy={sending}
            busyLabel={words.newThread.sending()}
          >
            {words.newThread.send()}
          </Button>
        </div>
        <p className={styles.muted}>{words.responseTime()}</p>
      </Stack>
    </form>
  );
}
