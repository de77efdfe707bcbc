import {
  type FundBenefit,
  type FundCareKind,
  fundBenefits,
  fundServiceHours,
  type OpeningHours,
} from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';

type Words = TranslationFunctions['sicknessFund']['reimbursements'];

/** The lines that say a kind of care's own share and limits, in the fund's words. */
export function benefitLines(kind: FundCareKind, words: Words): string[] {
  const benefit: FundBenefit = fundBenefits[kind];
  const lines: string[] = [];
  if (benefit.ownShareEuros !== undefined) lines.push(words.ownShareEuros({ euros: benefit.ownShareEuros }));
  if (benefit.ownSharePercent !== undefined) {
    lines.push(words.ownSharePercent({ percent: benefit.ownSharePercent }));
  }
  if (benefit.maxEurosPerVisit !== undefined) {
    // A procedure's price has the institution's part, which is what the fund pays.
    const perVisit = kind === 'procedures' ? words.institutionMaxPerVisit : words.maxEurosPerVisit;
    lines.push(perVisit({ euros: benefit.maxEurosPerVisit }));
  }
  if (benefit.maxEurosPerYear !== undefined)
    lines.push(words.maxEurosPerYear({ euros: benefit.maxEurosPerYear }));
  if (benefit.maxVisitsPerYear !== undefined) {
    lines.push(words.maxVisitsPerYear({ visits: benefit.maxVisitsPerYear }));
  }
  if (benefit.maxSessions !== undefined) lines.push(words.maxSessions({ sessions: benefit.maxSessions }));
  return lines;
}

/** Opening hours as people write them, e.g. '7–21'. */
export function hoursText([from, until]: OpeningHours['weekdays']): string {
  return `${from}–${until}`;
}

export { fundServiceHours };
