import {
  buildQuery,
  type CardAnswer,
  type CardInitAnswer,
  type CardMimeType,
  type CardSide,
  cardAnswer,
  cardFinishAnswer,
  cardInitAnswer,
  insuranceCardUploadTimeoutMs,
} from '@portal/domain';
import { ApiError, requestJson } from './request';

/** The card's stored images (`GET /api/kela-card`). */
export function fetchCard(signal?: AbortSignal): Promise<CardAnswer> {
  return requestJson('/api/kela-card', cardAnswer, { signal });
}

/** Two signed addresses and the token (`POST /api/kela-card/init-upload`). */
export function initCardUpload(
  csrfToken: string,
  mimetypes: Record<CardSide, CardMimeType>,
): Promise<CardInitAnswer> {
  return requestJson(`/api/kela-card/init-upload${buildQuery({ csrfToken })}`, cardInitAnswer, {
    method: 'POST',
    body: { mimetypes },
  });
}

/** Confirms both images (`GET /api/kela-card/finish-upload?token=`); answers whether it did. */
export async function finishCardUpload(csrfToken: string, token: string): Promise<boolean> {
  const answer = await requestJson(
    `/api/kela-card/finish-upload${buildQuery({ csrfToken, token })}`,
    cardFinishAnswer,
  );
  return answer.success;
}

/**
 * PUTs one image to its signed address, telling its progress in percent; fails on an answer other
 * than 2xx (an {@link ApiError} with the status; `tooManyRequests` for 429), on a network error and
 * after 120 s. XMLHttpRequest, since fetch tells no upload progress.
 */
export function putCardImage(
  url: string,
  file: Blob,
  type: CardMimeType,
  onProgress: (percent: number) => void,
) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.timeout = insuranceCardUploadTimeoutMs;
    request.setRequestHeader('content-type', type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(request.status, request.status === 429 ? 'tooManyRequests' : 'unknownError'));
    request.onerror = () => reject(new Error('upload failed'));
    request.ontimeout = () => reject(new Error('upload timed out'));
    request.send(file);
  });
}
