import {
  type AccessibilityAudit,
  accessibilityStandard,
  accessibilitySupervisorSite,
  brandConfig,
  formatDay,
  passedAudit,
  telHref,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { Skeleton } from '../../Skeleton';
import { Stack } from '../../Stack';
import { useBrand } from '../../theme/ThemeProvider';

/** The results of the latest audit: loading, read, or not to be had. */
export type AuditResultsState =
  | { status: 'loading' }
  | { status: 'loaded'; audit: AccessibilityAudit }
  | { status: 'unavailable' };

export interface AccessibilityStatementViewProps {
  /** The latest audit's results, which give the statement its figures. */
  results: AuditResultsState;
}

/**
 * The accessibility statement that the Finnish law on digital services and the European Accessibility
 * Act require: conformance with WCAG 2.2 AA, how and when it was checked (the project's own audit),
 * what is known not to conform, feedback, and the supervising authority.
 */
export function AccessibilityStatementView({ results }: AccessibilityStatementViewProps) {
  const LL = useWords();
  const words = LL.infoPages.accessibility;
  const brand = brandConfig(useBrand() ?? 'general');
  const email = brand.accessibilityFeedbackEmail;
  const phone = brand.customerServicePhone;
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <p>{words.lead({ brand: brand.displayName })}</p>
      <Part id="conformance" heading={words.conformance.heading()}>
        <p>{words.conformance.text({ standard: accessibilityStandard })}</p>
      </Part>
      <Part id="check" heading={words.check.heading()}>
        <Results results={results} />
        <p>{words.check.manual()}</p>
      </Part>
      <Part id="known" heading={words.known.heading()}>
        <ul>
          <li>{words.known.pdf()}</li>
          <li>{words.known.thirdParty()}</li>
          <li>{words.known.finnishOnly()}</li>
        </ul>
      </Part>
      <Part id="feedback" heading={words.feedback.heading()}>
        <p>{words.feedback.text({ email, phone })}</p>
        <p>
          <Link href={`mailto:${email}`}>{email}</Link>
          {' · '}
          <Link href={telHref(phone)}>{phone}</Link>
        </p>
      </Part>
      <Part id="authority" heading={words.authority.heading()}>
        <p>{words.authority.text({ site: accessibilitySupervisorSite.replace(/^https:\/\//, '') })}</p>
        <p>
          <Link href={accessibilitySupervisorSite} external newTabHint={LL.components.link.newTab()}>
            {accessibilitySupervisorSite.replace(/^https:\/\//, '')}
          </Link>
        </p>
      </Part>
    </Stack>
  );
}

function Results({ results }: AccessibilityStatementViewProps) {
  const words = useWords().infoPages.accessibility.check;
  switch (results.status) {
    case 'loading':
      return <Skeleton label={words.loading()} count={3} />;
    case 'unavailable':
      return <Notice tone="warning">{words.missing()}</Notice>;
    case 'loaded': {
      const { audit } = results;
      return (
        <Stack space="sm">
          <p>{words.text({ date: formatDay(audit.checkedOn), version: audit.axeVersion })}</p>
          <ul>
            <li>{words.pages({ checked: audit.pages.checked, failed: audit.pages.withViolations })}</li>
            <li>{words.stories({ checked: audit.stories.checked, failed: audit.stories.withViolations })}</li>
          </ul>
          <p data-outcome={passedAudit(audit) ? 'passed' : 'failed'}>
            {passedAudit(audit) ? words.passed() : words.failed({ violations: audit.violations })}
          </p>
        </Stack>
      );
    }
    default:
      return results satisfies never;
  }
}

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`a11y-${id}`}>
      <Stack space="sm">
        <h2 id={`a11y-${id}`}>{heading}</h2>
        {children}
      </Stack>
    </section>
  );
}
