import {
  buildQuery,
  type ConsentRequest,
  type ContactUpdateRequest,
  consentAnswer,
  type Lang,
  type PatientDataConsent,
  type PatientWire,
  patientAnswer,
  plainSuccess,
  type RegistrationRequest,
  type UserAnswer,
  userAnswer,
} from '@portal/domain';
import { requestJson } from './request';

/** Reads the signed-in person as booking needs them (`GET /api/user`); `patient` is null before registering. */
export function fetchUser(signal?: AbortSignal): Promise<UserAnswer> {
  return requestJson('/api/user', userAnswer, { signal });
}

/** The contact update as the server takes it (booking.md §3 "Contact update"). */
export interface ContactUpdate {
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly postOffice: string;
  readonly emailAddress: string;
  readonly phoneNumber: string;
  /** The language of communication; booking's contact block leaves it as it is. */
  readonly language?: Lang;
}

/**
 * Saves the contact details (`PUT /api/user?csrfToken=`), all of them or only those a flow asks
 * for, and answers the patient as saved.
 */
export async function updateContact(csrfToken: string, contact: ContactUpdateRequest): Promise<PatientWire> {
  const answer = await requestJson(`/api/user${buildQuery({ csrfToken })}`, patientAnswer, {
    method: 'PUT',
    body: contact,
  });
  return answer.patient;
}

/** Registers a signed-in new customer (`POST /api/user/register?csrfToken=`). */
export async function registerUser(
  csrfToken: string,
  registration: Omit<RegistrationRequest, 'language'> & { readonly language: Lang },
): Promise<PatientWire> {
  const answer = await requestJson(`/api/user/register${buildQuery({ csrfToken })}`, patientAnswer, {
    method: 'POST',
    body: registration,
  });
  return answer.patient;
}

/** The patient data consent as it stands (`GET /api/user/consent`), `null` while never given. */
export async function fetchConsent(signal?: AbortSignal): Promise<PatientDataConsent | null> {
  return (await requestJson('/api/user/consent', consentAnswer, { signal })).consent;
}

/** Saves the patient data consent (`POST /api/user/consent?csrfToken=&lang=`). */
export async function sendConsent(csrfToken: string, lang: Lang, consent: ConsentRequest): Promise<void> {
  await requestJson(`/api/user/consent${buildQuery({ csrfToken, lang })}`, plainSuccess, {
    method: 'POST',
    body: consent,
  });
}
