import { validateAttachments } from '@portal/domain';
import { type PickedAttachment, useToast, useWords } from '@portal/ui';
import { useRef, useState } from 'react';
import { MessagingError } from '../../messaging/graphqlClient';
import type { MessagingCalls } from './messagingCalls';

type Picked = PickedAttachment & { id: string | null; size: number };

/**
 * The attachments of a message being written: a selection is checked with the domain's rule (an
 * allowed extension, 9 MiB together with the files already chosen), a too large one is refused
 * with the specification's toast, and each accepted file is uploaded at once. A file the server
 * refuses for too many uploads (unsent attachments, or the day's bytes) says so in a toast too.
 */
export function useAttachments(calls: MessagingCalls) {
  const words = useWords().conversations.attachments;
  const toast = useToast();
  const [files, setFiles] = useState<readonly Picked[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const counter = useRef(0);

  const update = (key: string, change: Partial<Picked>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  function select(selection: readonly File[]) {
    const kept = files.filter((file) => file.status !== 'error');
    const checked = validateAttachments([
      ...kept.map((file) => ({ name: file.fileName, size: file.size })),
      ...selection.map((file) => ({ name: file.name, size: file.size })),
    ]);
    if (!checked.ok && checked.error === 'extension') {
      setRefused(
        selection.find((file) => validateAttachments([{ name: file.name, size: 0 }]).ok === false)?.name ??
          null,
      );
      return;
    }
    if (!checked.ok) {
      toast.show({ title: words.tooLargeTitle(), text: words.tooLargeBody(), tone: 'danger' });
      return;
    }
    setRefused(null);
    const added = selection.map((file): Picked & { file: File } => {
      counter.current += 1;
      return {
        key: `file-${counter.current}`,
        fileName: file.name,
        size: file.size,
        status: 'uploading',
        id: null,
        file,
      };
    });
    setFiles([...kept, ...added.map(({ file: _file, ...picked }) => picked)]);
    for (const { key, file } of added) {
      calls.upload(file).then(
        (id) => update(key, { id, status: 'uploaded' }),
        (error: unknown) => {
          update(key, { status: 'error' });
          if (error instanceof MessagingError && error.code === 'tooManyRequests')
            toast.show({ title: words.tooManyTitle(), text: words.tooManyBody(), tone: 'danger' });
        },
      );
    }
  }

  return {
    attachments: files as readonly PickedAttachment[],
    refusedFileName: refused,
    /** The ids of the uploaded files, to send with the message. */
    uploadedIds: files.flatMap((file) => (file.status === 'uploaded' && file.id !== null ? [file.id] : [])),
    select,
    remove: (key: string) => setFiles((current) => current.filter((file) => file.key !== key)),
    clear: () => {
      setFiles([]);
      setRefused(null);
    },
  };
}
