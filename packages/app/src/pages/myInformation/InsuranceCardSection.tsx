import {
  type CardMimeType,
  type CardSide,
  canRetry,
  canSaveInsuranceCard,
  type InsuranceCardEvent,
  type InsuranceCardState,
  imageTypeOf,
  initialInsuranceCard,
  nextInsuranceCard,
} from '@portal/domain';
import { InsuranceCardForm, SectionLoad } from '@portal/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { fetchCard, finishCardUpload, initCardUpload, putCardImage } from '../../api/kelaCard';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { tokenOf } from './mutations';
import { myInformationKeys } from './queries';

const cardKey = [...myInformationKeys.all, 'kelaCard'] as const;

/** The server's 429 (too many unfinished uploads, or the day's bytes) as the machine's reason. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.type === 'tooManyRequests' ? ('tooManyUploads' as const) : undefined;

/** The Kela card: the stored images, then the domain's machine drives init, both uploads and finish. */
export function InsuranceCardSection() {
  const LL = useI18n();
  const read = useQuery({ queryKey: cardKey, queryFn: ({ signal }) => fetchCard(signal) });
  if (read.isPending)
    return <SectionLoad state={{ status: 'loading', label: LL.myInformation.card.loading() }} />;
  if (read.isError) return <SectionLoad state={{ status: 'failed', onRetry: () => void read.refetch() }} />;
  return <CardMachine imageUrls={read.data.imageUrl} />;
}

function reduce(state: InsuranceCardState, event: InsuranceCardEvent): InsuranceCardState {
  return nextInsuranceCard(state, event);
}

function CardMachine({ imageUrls }: { imageUrls: { front: string; back: string } | null }) {
  const { session } = usePortal();
  const client = useQueryClient();
  const [state, send] = useReducer(reduce, { hasImages: imageUrls !== null }, initialInsuranceCard);
  const files = useRef<Partial<Record<CardSide, { file: File; type: CardMimeType }>>>({});

  // The machine asks for addresses on Save and on Try again; this makes the calls it asks for.
  async function upload() {
    const front = files.current.front;
    const back = files.current.back;
    if (!front || !back) return send({ type: 'initFailed' });
    const csrf = tokenOf(session.csrfToken);
    let addresses: Awaited<ReturnType<typeof initCardUpload>>;
    try {
      addresses = await initCardUpload(csrf, { front: front.type, back: back.type });
    } catch (error) {
      return send({ type: 'initFailed', reason: refusalOf(error) });
    }
    send({ type: 'initialized' });
    await Promise.all(
      (['front', 'back'] as const).map(async (side) => {
        const chosen = side === 'front' ? front : back;
        try {
          await putCardImage(addresses[side].url, chosen.file, chosen.type, (percent) =>
            send({ type: 'progress', side, percent }),
          );
          send({ type: 'uploaded', side });
        } catch (error) {
          send({ type: 'uploadFailed', side, reason: refusalOf(error) });
        }
      }),
    );
    const done = await finishCardUpload(csrf, addresses.token).catch(() => false);
    send({ type: 'finished', success: done });
    if (done) await client.invalidateQueries({ queryKey: cardKey });
  }

  async function choose(side: CardSide, file: File) {
    // The type is read from the bytes, not from the name or what the browser guessed.
    const type = imageTypeOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (type !== null) files.current[side] = { file, type };
    send({ type: 'chooseFile', side, mimeType: type ?? 'application/octet-stream' });
  }

  return (
    <InsuranceCardForm
      state={state}
      imageUrls={imageUrls}
      onChooseFile={(side, file) => void choose(side, file)}
      onSave={() => {
        if (!canSaveInsuranceCard(state)) return;
        send({ type: 'save' });
        void upload();
      }}
      onRetry={() => {
        if (!canRetry(state)) return;
        send({ type: 'retry' });
        void upload();
      }}
      onChangeImages={() => send({ type: 'changeImages' })}
    />
  );
}
