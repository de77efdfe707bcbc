import {
  buildQuery,
  type ImagingReferralsAnswer,
  type ImagingResultAnswer,
  type ImagingResultsAnswer,
  imagingReferralsAnswer,
  imagingResultAnswer,
  imagingResultsAnswer,
  type LaboratoryListAnswer,
  type LabResultAnswer,
  type Lang,
  laboratoryListAnswer,
  labResultAnswer,
  plainSuccess,
  type QuestionnaireAnswer,
  type QuestionnairesAnswer,
  questionnaireAnswer,
  questionnairesAnswer,
  type ReferralAnswer,
  referralAnswer,
  type VaccinationsAnswer,
  vaccinationsAnswer,
} from '@portal/domain';
import { requestJson } from './request';

// The laboratory, imaging, vaccination and questionnaire reads and the questionnaire answer.

type Read<T> = (signal?: AbortSignal) => Promise<T>;

export const fetchLaboratory =
  (lang: Lang): Read<LaboratoryListAnswer> =>
  (signal) =>
    requestJson(`/api/laboratory${buildQuery({ lang })}`, laboratoryListAnswer, { signal });

export const fetchReferral =
  (kind: 'laboratory' | 'imaging', id: number, lang: Lang): Read<ReferralAnswer> =>
  (signal) =>
    requestJson(`/api/${kind}/referrals/${id}${buildQuery({ lang })}`, referralAnswer, { signal });

export const fetchLabResult =
  (date: string, lang: Lang): Read<LabResultAnswer> =>
  (signal) =>
    requestJson(`/api/laboratory/results/${date}${buildQuery({ lang })}`, labResultAnswer, { signal });

export const fetchImagingReferrals =
  (lang: Lang): Read<ImagingReferralsAnswer> =>
  (signal) =>
    requestJson(`/api/imaging/referrals${buildQuery({ lang })}`, imagingReferralsAnswer, { signal });

export const fetchImagingResults =
  (lang: Lang): Read<ImagingResultsAnswer> =>
  (signal) =>
    requestJson(`/api/imaging/results${buildQuery({ lang })}`, imagingResultsAnswer, { signal });

export const fetchImagingResult =
  (date: string, lang: Lang): Read<ImagingResultAnswer> =>
  (signal) =>
    requestJson(`/api/imaging/results/${date}${buildQuery({ lang })}`, imagingResultAnswer, { signal });

export const fetchVaccinations =
  (page: number, lang: Lang): Read<VaccinationsAnswer> =>
  (signal) =>
    requestJson(`/api/vaccinations${buildQuery({ lang, page })}`, vaccinationsAnswer, { signal });

export const fetchQuestionnaires =
  (lang: Lang): Read<QuestionnairesAnswer> =>
  (signal) =>
    requestJson(`/api/questionnaires${buildQuery({ lang })}`, questionnairesAnswer, { signal });

export const fetchQuestionnaire =
  (id: number, lang: Lang): Read<QuestionnaireAnswer> =>
  (signal) =>
    requestJson(`/api/questionnaires/${id}${buildQuery({ lang })}`, questionnaireAnswer, { signal });

/** Sends a questionnaire's answers, the survey data as a JSON string. */
export function sendQuestionnaireAnswer(
  csrfToken: string,
  questionnaireInvitationId: number,
  answers: string,
) {
  return requestJson(`/api/questionnaires/answers${buildQuery({ csrfToken })}`, plainSuccess, {
    method: 'POST',
    body: { questionnaireInvitationId, answers },
  });
}
