import { insuranceCardMimeTypes } from '../catalogue/insurance';

/** An image type the card accepts: JPEG or PNG. */
export type CardMimeType = (typeof insuranceCardMimeTypes)[number];

/** The two sides of the national insurance card. */
export type CardSide = 'front' | 'back';

/**
 * One image of the card (patient-area.md §4): missing, ready to upload, uploading with its
 * progress (0-100), uploaded, or failed. An image already stored has no known type.
 */
export type CardImage =
  | { readonly state: 'missing' }
  | { readonly state: 'ready-to-upload'; readonly mimeType: CardMimeType }
  | { readonly state: 'uploading'; readonly mimeType: CardMimeType; readonly progress: number }
  | { readonly state: 'uploaded'; readonly mimeType: CardMimeType | null }
  | { readonly state: 'error'; readonly mimeType: CardMimeType };

type Sides = { readonly front: CardImage; readonly back: CardImage };

/**
 * The insurance card form: choosing images (with the side whose file was refused), asking for
 * the upload addresses, uploading both, confirming, saved, or failed with a retry; refused for too
 * many uploads (`tooManyUploads`: the person's unfinished uploads or the day's bytes, 429 from the
 * server) with a retry for later.
 */
export type InsuranceCardState =
  | (Sides & { readonly step: 'editing'; readonly invalidFile: CardSide | null })
  | (Sides & {
      readonly step: 'initializing' | 'uploading' | 'finishing' | 'saved' | 'failed' | 'tooManyUploads';
    });

/** Why asking for addresses or an upload failed, when the server said more than that it did. */
export type CardUploadRefusal = 'tooManyUploads';

/** What happens in the insurance card form. */
export type InsuranceCardEvent =
  | { readonly type: 'chooseFile'; readonly side: CardSide; readonly mimeType: string }
  | { readonly type: 'changeImages' }
  | { readonly type: 'save' }
  | { readonly type: 'initialized' }
  | { readonly type: 'initFailed'; readonly reason?: CardUploadRefusal }
  | { readonly type: 'progress'; readonly side: CardSide; readonly percent: number }
  | { readonly type: 'uploaded'; readonly side: CardSide }
  | { readonly type: 'uploadFailed'; readonly side: CardSide; readonly reason?: CardUploadRefusal }
  | { readonly type: 'finished'; readonly success: boolean }
  | { readonly type: 'retry' };

/** Tells whether a file type is one the card accepts (patient-area.md §5: JPEG and PNG only). */
export function isCardMimeType(value: string): value is CardMimeType {
  return (insuranceCardMimeTypes as readonly string[]).includes(value);
}

const missing: CardImage = { state: 'missing' };

/** The form as it opens: the stored images shown as uploaded, or both missing. */
export function initialInsuranceCard(options: { readonly hasImages: boolean }): InsuranceCardState {
  const image: CardImage = options.hasImages ? { state: 'uploaded', mimeType: null } : missing;
  return { step: 'editing', front: image, back: image, invalidFile: null };
}

/** Save is enabled only when both images are ready to upload. */
export function canSaveInsuranceCard(state: InsuranceCardState): boolean {
  return (
    state.step === 'editing' &&
    state.front.state === 'ready-to-upload' &&
    state.back.state === 'ready-to-upload'
  );
}

/** A failed save, for whatever reason, offers Try again and 'Change images'. */
export function canRetry(state: InsuranceCardState): boolean {
  return state.step === 'failed' || state.step === 'tooManyUploads';
}

function readyAgain(image: CardImage): CardImage {
  return image.state === 'missing' || image.mimeType === null
    ? image
    : { state: 'ready-to-upload', mimeType: image.mimeType };
}

function afterUpload(
  state: InsuranceCardState & { step: 'uploading' },
  side: CardSide,
  image: CardImage,
): InsuranceCardState {
  const sides = { front: state.front, back: state.back, [side]: image };
  if (sides.front.state === 'uploading' || sides.back.state === 'uploading') return { ...state, ...sides };
  const allDone = sides.front.state === 'uploaded' && sides.back.state === 'uploaded';
  return { ...sides, step: allDone ? 'finishing' : 'failed' };
}

/** The next state; an event that does not apply gives back `state` itself. */
export function nextInsuranceCard(state: InsuranceCardState, event: InsuranceCardEvent): InsuranceCardState {
  switch (event.type) {
    case 'chooseFile': {
      if (state.step !== 'editing' || state[event.side].state === 'uploaded') return state;
      if (!isCardMimeType(event.mimeType)) return { ...state, invalidFile: event.side };
      return {
        ...state,
        [event.side]: { state: 'ready-to-upload', mimeType: event.mimeType },
        invalidFile: null,
      };
    }
    case 'changeImages':
      if (
        state.step === 'editing' &&
        state.front.state === 'missing' &&
        state.back.state === 'missing' &&
        state.invalidFile === null
      ) {
        return state;
      }
      return state.step === 'editing' || state.step === 'saved' || canRetry(state)
        ? { step: 'editing', front: missing, back: missing, invalidFile: null }
        : state;
    case 'save':
      return canSaveInsuranceCard(state)
        ? { step: 'initializing', front: state.front, back: state.back }
        : state;
    case 'initialized': {
      if (state.step !== 'initializing') return state;
      const start = (image: CardImage): CardImage =>
        image.state === 'ready-to-upload'
          ? { state: 'uploading', mimeType: image.mimeType, progress: 0 }
          : image;
      return { step: 'uploading', front: start(state.front), back: start(state.back) };
    }
    case 'initFailed':
      return state.step === 'initializing' ? { ...state, step: event.reason ?? 'failed' } : state;
    case 'progress': {
      const image = state[event.side];
      if (state.step !== 'uploading' || image.state !== 'uploading') return state;
      // Progress only grows and stays within 0-100, whatever the browser reports.
      const progress = Math.min(100, Math.max(image.progress, Math.round(event.percent)));
      return progress === image.progress ? state : { ...state, [event.side]: { ...image, progress } };
    }
    case 'uploaded':
    case 'uploadFailed': {
      const image = state[event.side];
      if (state.step !== 'uploading' || image.state !== 'uploading') return state;
      const next: CardImage =
        event.type === 'uploaded'
          ? { state: 'uploaded', mimeType: image.mimeType }
          : { state: 'error', mimeType: image.mimeType };
      // Refused for too many uploads: the save has failed, whatever the other side still does.
      if (event.type === 'uploadFailed' && event.reason)
        return { front: state.front, back: state.back, [event.side]: next, step: event.reason };
      return afterUpload(state as InsuranceCardState & { step: 'uploading' }, event.side, next);
    }
    case 'finished':
      if (state.step !== 'finishing') return state;
      return { ...state, step: event.success ? 'saved' : 'failed' };
    case 'retry':
      // New upload addresses are asked for, so both images go again.
      return canRetry(state)
        ? { step: 'initializing', front: readyAgain(state.front), back: readyAgain(state.back) }
        : state;
    default:
      return event satisfies never;
  }
}

/** The body of `POST /api/kela-card/init-upload`, while the form asks for the upload addresses. */
export function initUploadBody(
  state: InsuranceCardState,
): { readonly mimetypes: Record<CardSide, CardMimeType> } | null {
  if (state.step !== 'initializing') return null;
  const { front, back } = state;
  if (front.state !== 'ready-to-upload' || back.state !== 'ready-to-upload') return null;
  return { mimetypes: { front: front.mimeType, back: back.mimeType } };
}
