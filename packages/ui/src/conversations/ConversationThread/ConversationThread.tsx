import { canSendInThread, formatDay, groupByHelsinkiDay, type MessagingApi } from '@portal/domain';
import type { ReactNode } from 'react';
import { Button } from '../../Button';
import { DateText } from '../../DateText';
import { useWords } from '../../i18n';
import { LimitedNotice } from '../../LimitedNotice';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { TextArea } from '../../TextArea';
import { type Announcement, AnnouncementBanner } from '../AnnouncementBanner';
import { AttachmentPicker, type PickedAttachment } from '../AttachmentPicker';
import * as styles from '../conversations.css';
import { personName } from '../conversationWords';

/** A thread with all its messages, as the thread page reads it. */
export type ThreadDetail = MessagingApi.ThreadQuery['thread'];

/** What the thread page shows (messaging-invoices-shell.md §4). */
export type ConversationThreadState =
  | { readonly status: 'loading' }
  /** The thread could not be read; polling has stopped. */
  | { readonly status: 'failed' }
  | { readonly status: 'maintenance' }
  | { readonly status: 'loaded'; readonly thread: ThreadDetail };

/** The reply being written. */
export interface ReplyDraft {
  readonly text: string;
  readonly attachments: readonly PickedAttachment[];
  readonly refusedFileName?: string | null;
  /** `limited`: the person has sent as much as the clinic takes for now (`tooManyRequests`). */
  readonly status: 'idle' | 'sending' | 'failed' | 'limited';
  /** When sending is possible again, an ISO instant; shown while `limited`. Default none. */
  readonly retryAt?: string | null;
}

export interface ConversationThreadProps {
  state: ConversationThreadState;
  /** The reader's messaging user id: their own messages read "You". */
  viewerId: string;
  announcement: Announcement | null;
  backHref: string;
  reply: ReplyDraft;
  onReplyChange: (text: string) => void;
  onSend: () => void;
  onSelectFiles: (files: readonly File[]) => void;
  onRemoveAttachment: (key: string) => void;
  /** Opens an attachment (in a new tab). */
  onDownload: (attachmentId: string) => void;
  /** The back link's words. Default: back to the patient's messages. */
  backLabel?: string;
  /** Under the participants: the clinic's handling of the thread. Default: none. */
  actions?: ReactNode;
  /** Whether the response-time note shows under the reply, as patients see it. Default `true`. */
  showResponseTime?: boolean;
}

/** The longest reply; long enough for any message, short enough to bound a request. */
const maxReplyLength = 10_000;

/**
 * One conversation (messaging-invoices-shell.md §2): back to the list, the announcement, the title,
 * who takes part, the messages grouped by Helsinki day (a deleted one says so), a notice while the
 * assignee is absent, and the reply box with attachments and the response-time note. A closed
 * conversation takes no reply.
 */
export function ConversationThread(props: ConversationThreadProps) {
  const { state, viewerId, announcement, backHref, reply, actions, showResponseTime = true } = props;
  const LL = useWords();
  const words = LL.conversations;
  const back = <Link href={backHref}>{props.backLabel ?? words.thread.back()}</Link>;
  if (state.status === 'maintenance')
    return (
      <Stack space="lg">
        {back}
        <Notice tone="warning">{words.maintenance()}</Notice>
      </Stack>
    );
  if (state.status === 'loading')
    return (
      <Stack space="lg">
        {back}
        <Skeleton label={words.thread.loading()} shape="blocks" />
      </Stack>
    );
  if (state.status === 'failed')
    return (
      <Stack space="lg">
        {back}
        <Notice tone="danger">{words.thread.failed()}</Notice>
      </Stack>
    );
  const { thread } = state;
  const people = [...thread.participants, ...thread.professionalsWithAccess];
  const unique = people.filter(
    (person, index) => people.findIndex((other) => other.id === person.id) === index,
  );
  const sending = reply.status === 'sending';
  const uploading = reply.attachments.some((attachment) => attachment.status === 'uploading');
  const ready = reply.attachments.filter((attachment) => attachment.status === 'uploaded').length;
  const canSend = canSendInThread(reply.text, ready, sending) && !uploading;
  return (
    <Stack space="lg">
      {back}
      <AnnouncementBanner announcement={announcement} />
      <h1>{thread.title.trim() === '' ? words.list.titleFallback() : thread.title}</h1>
      <p className={styles.muted}>
        {words.thread.participants({
          names: unique.map((person) => personName(person, viewerId, LL)).join(', '),
        })}
      </p>
      {actions}
      {thread.assigneeAbsent && <Notice tone="warning">{words.thread.assigneeAbsent()}</Notice>}
      <section aria-label={words.thread.messages()}>
        <Stack space="lg">
          {groupByHelsinkiDay(thread.messages.paginatedMessages).map((group) => (
            <section key={group.day} className={styles.day} aria-label={formatDay(group.day)}>
              <h2 className={styles.dayHeading}>{formatDay(group.day)}</h2>
              {group.messages.map((message) => (
                <article
                  key={message.id}
                  className={styles.message}
                  data-own={message.author.id === viewerId || undefined}
                  data-deleted={message.deleted || undefined}
                >
                  <p className={styles.muted}>
                    {personName(message.author, viewerId, LL)} ·{' '}
                    <DateText value={message.created} format="time" />
                  </p>
                  <p className={styles.messageText}>
                    {message.deleted ? words.thread.deleted() : message.content}
                  </p>
                  {message.attachments.length > 0 && (
                    <ul className={styles.attachmentList} aria-label={words.thread.attachmentsOf()}>
                      {message.attachments.map((attachment) => (
                        <li key={attachment.id}>
                          <Button variant="secondary" onPress={() => props.onDownload(attachment.id)}>
                            {words.thread.download({ fileName: attachment.fileName })}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              ))}
            </section>
          ))}
        </Stack>
      </section>
      {thread.isActive ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!canSend) return;
            // The Send button turns disabled once the reply is sent (the box is empty), and a disabled
            // button drops focus to the page body: the reply box takes it now, ready for the next one.
            event.currentTarget.querySelector('textarea')?.focus();
            props.onSend();
          }}
        >
          <Stack space="md">
            <TextArea
              label={words.thread.reply()}
              value={reply.text}
              onChange={props.onReplyChange}
              maxLength={maxReplyLength}
              tooLongMessage={words.thread.tooLong({ max: maxReplyLength })}
              // Read-only rather than disabled while sending, so it keeps the focus it was given.
              isReadOnly={sending}
            />
            <AttachmentPicker
              attachments={reply.attachments}
              refusedFileName={reply.refusedFileName ?? null}
              onSelect={props.onSelectFiles}
              onRemove={props.onRemoveAttachment}
              isDisabled={sending}
            />
            {reply.status === 'failed' && <Notice tone="danger">{words.thread.sendFailed()}</Notice>}
            {reply.status === 'limited' && reply.retryAt && (
              <LimitedNotice retryAt={reply.retryAt} text={words.limited} />
            )}
            <div>
              <Button
                type="submit"
                isDisabled={!canSend && !sending}
                busy={sending}
                busyLabel={words.thread.sending()}
              >
                {words.thread.send()}
              </Button>
            </div>
            {showResponseTime && <p className={styles.muted}>{words.responseTime()}</p>}
          </Stack>
        </form>
      ) : (
        <Notice>{words.thread.closedNote()}</Notice>
      )}
    </Stack>
  );
}
