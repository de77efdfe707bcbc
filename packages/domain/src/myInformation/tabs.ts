import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import type { SaveAction } from './saveAction';

/** The tabs of my information, in order (patient-area.md §2). */
export const myInformationTabs = ['contact', 'guardians', 'consent'] as const;
/** One of {@link myInformationTabs}. */
export type MyInformationTab = (typeof myInformationTabs)[number];

/** The tabs shown: the guardians' tab only when the patient has a guardian. */
export function visibleTabs(hasGuardian: boolean): readonly MyInformationTab[] {
  return myInformationTabs.filter((tab) => tab !== 'guardians' || hasGuardian);
}

/** The tab the `tab` query opens; an unknown or hidden one opens the contact tab. */
export function tabFromQuery(raw: string | null, visible: readonly MyInformationTab[]): MyInformationTab {
  return visible.find((tab) => tab === raw) ?? 'contact';
}

/**
 * The address of my information: a tab (the contact tab is the default and left out) and the save
 * action that brings the person back where they came from.
 */
export function myInformationHref(
  lang: Lang,
  options: { tab?: MyInformationTab; saveAction?: SaveAction } = {},
): string {
  const tab = options.tab === 'contact' ? undefined : options.tab;
  const action = options.saveAction === undefined ? undefined : JSON.stringify(options.saveAction);
  return buildPath('myInformation', lang, undefined, { tab, saveAction: action });
}

/**
 * Where an appointment's consent notice leads (patient-area.md §4, §7): my information's consent tab,
 * saving there returns to the appointment page at `appointmentPath` (the list when it is unknown).
 */
export function appointmentConsentHref(lang: Lang, appointmentPath: string | undefined): string {
  return myInformationHref(lang, {
    tab: 'consent',
    saveAction: { type: 'go-to-view-appointment-page', path: appointmentPath },
  });
}
