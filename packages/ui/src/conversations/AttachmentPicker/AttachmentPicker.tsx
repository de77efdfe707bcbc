import { attachmentExtensions } from '@portal/domain';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Stack } from '../../Stack';
import * as styles from '../conversations.css';

/** One chosen file on its way: being uploaded, ready to send, or failed. */
export interface PickedAttachment {
  /** The page's own key of the file. */
  readonly key: string;
  readonly fileName: string;
  readonly status: 'uploading' | 'uploaded' | 'error';
}

export interface AttachmentPickerProps {
  attachments: readonly PickedAttachment[];
  /** A file whose type is not allowed, named in the refusal. */
  refusedFileName?: string | null;
  onSelect: (files: readonly File[]) => void;
  onRemove: (key: string) => void;
  isDisabled?: boolean;
}

const accept = attachmentExtensions.map((extension) => `.${extension}`);

/**
 * Choosing attachments: the allowed types named, each chosen file with its progress and a remove
 * button. What is allowed is the page's decision (the domain's rule); this only shows it.
 */
export function AttachmentPicker({
  attachments,
  refusedFileName,
  onSelect,
  onRemove,
  isDisabled,
}: AttachmentPickerProps) {
  const words = useWords().conversations.attachments;
  return (
    <Stack space="sm">
      <FileTrigger
        allowsMultiple
        acceptedFileTypes={accept}
        onSelect={(list) => onSelect(list ? [...list] : [])}
      >
        <Button variant="secondary" isDisabled={isDisabled}>
          {words.add()}
        </Button>
      </FileTrigger>
      <p className={styles.muted}>{words.allowed({ types: attachmentExtensions.join(', ') })}</p>
      {refusedFileName && <Notice tone="danger">{words.wrongType({ fileName: refusedFileName })}</Notice>}
      {attachments.length > 0 && (
        <ul className={styles.attachmentList} aria-label={words.selected()}>
          {attachments.map((attachment) => (
            <li key={attachment.key} data-status={attachment.status}>
              {attachment.status === 'uploading'
                ? words.uploading({ fileName: attachment.fileName })
                : attachment.fileName}{' '}
              <Button variant="secondary" onPress={() => onRemove(attachment.key)} isDisabled={isDisabled}>
                {words.remove({ fileName: attachment.fileName })}
              </Button>
              {attachment.status === 'error' && (
                <Notice tone="danger">{words.uploadFailed({ fileName: attachment.fileName })}</Notice>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
