import { ageOn } from '@portal/domain';

const helsinkiDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });

/**
 * The consent form's part of a check-in (patient-area.md §4): never filled, or filled while a minor by a
 * person who is now of age and must fill it as an adult.
 */
export function consentAnswer(
  patient: { ssn: string; patientDataConsentFormUpdated: Date | null },
  now: Date,
) {
  const filled = patient.patientDataConsentFormUpdated;
  if (filled === null) return 'ConfidentialityFormNotFilled' as const;
  const ageThen = ageOn(patient.ssn, helsinkiDay(filled));
  const ageNow = ageOn(patient.ssn, helsinkiDay(now));
  return ageThen !== null && ageNow !== null && ageThen < 18 && ageNow >= 18
    ? ('ConfidentialityFormNotFilledAsAdult' as const)
    : null;
}
