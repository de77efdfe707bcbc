import { z } from 'zod/mini';

/** The guidelines the statement measures the service against, at their level AA. */
export const accessibilityStandard = 'WCAG 2.2';

/** The supervising authority's pages for people who report an accessibility problem (in Finland). */
export const accessibilitySupervisorSite = 'https://www.saavutettavuusvaatimukset.fi';

/** What one run of the audit covered: how many screens, and how many of them had a violation. */
const coverage = z.object({
  checked: z.number().check(z.int(), z.minimum(0)),
  withViolations: z.number().check(z.int(), z.minimum(0)),
});

/**
 * The results the accessibility audit writes and the accessibility statement reads: when the service
 * was checked, with which tool against which rules, and what it found.
 */
export const accessibilityAudit = z.object({
  /** The day of the check, `yyyy-mm-dd`. */
  checkedOn: z.iso.date(),
  /** The axe-core version that checked. */
  axeVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  /** The axe rule tags run, e.g. `wcag22aa`. */
  tags: z.array(z.string().check(z.regex(/^[a-z0-9-]{1,30}$/))).check(z.maxLength(20)),
  /** Each page in each brand and language, signed in and not. */
  pages: coverage,
  /** Each state of each component in the catalogue of screen states. */
  stories: coverage,
  /** Violations found in all; the audit fails unless this is 0. */
  violations: z.number().check(z.int(), z.minimum(0)),
});
export type AccessibilityAudit = z.infer<typeof accessibilityAudit>;

/** Whether a check found the service conforming as far as automated rules can tell. */
export function passedAudit(audit: AccessibilityAudit): boolean {
  return audit.violations === 0 && audit.pages.withViolations === 0 && audit.stories.withViolations === 0;
}
