import {
  buildQuery,
  type CompanyInsurance,
  type DirectCompensationPermit,
  type InsurerEventType,
  type Lang,
  partnerPermitsAnswer,
  partnerPolicyAnswer,
  plainSuccess,
  pohjolaCheckAnswer,
  pohjolaCheckPath,
  pohjolaCompanyCheckAnswer,
  pohjolaCompanyCheckPath,
} from '@portal/domain';
import { requestJson } from './request';

/** Whether the partner insurer has a health-care policy of the patient (`GET /api/insurance/lahitapiola-policy-check`). */
export async function checkPartnerPolicy(signal?: AbortSignal): Promise<boolean> {
  const answer = await requestJson('/api/insurance/lahitapiola-policy-check', partnerPolicyAnswer, {
    signal,
  });
  return answer.hasHealthcarePolicy;
}

/** The patient's direct-compensation permits at the partner insurer, summaries in `lang`. */
export async function fetchPartnerPermits(
  lang: Lang,
  signal?: AbortSignal,
): Promise<DirectCompensationPermit[]> {
  const answer = await requestJson(
    `/api/insurance/lahitapiola-direct-compensation-permits/${lang}`,
    partnerPermitsAnswer,
    { signal },
  );
  return answer.directCompensationPermits;
}

/** Whether the OP insurer has a personal insurance of the patient on the appointment's Helsinki date. */
export async function checkPohjolaPersonal(appointmentStart: Date, signal?: AbortSignal): Promise<boolean> {
  const answer = await requestJson(pohjolaCheckPath(appointmentStart), pohjolaCheckAnswer, { signal });
  return answer.hasInsurance;
}

/** The OP insurer's company insurance of the patient's employer for the event, or `null`. */
export async function checkPohjolaCompany(
  lang: Lang,
  eventType: Exclude<InsurerEventType, 'occupationalAccident'>,
  signal?: AbortSignal,
): Promise<CompanyInsurance | null> {
  const answer = await requestJson(pohjolaCompanyCheckPath(lang, eventType), pohjolaCompanyCheckAnswer, {
    signal,
  });
  return answer.companyInsurance;
}

/** Adds an insurer's payment-type concept to the patient (`POST /api/concepts?csrfToken=`). */
export async function addConcept(csrfToken: string, code: string): Promise<void> {
  await requestJson(`/api/concepts${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'POST',
    body: { code },
  });
}
