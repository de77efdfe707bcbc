import type { Lang } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { DateText, type DateTextFormat } from './DateText';

// 08.05 UTC on 16 November is 10.05 in Helsinki (UTC+2 in winter).
const instant = '2026-11-16T08:05:00Z';

describe('DateText', () => {
  it.each([
    ['fi', 'date', '16.11.2026'],
    ['sv', 'date', '16.11.2026'],
    ['en', 'date', '16.11.2026'],
    ['fi', 'time', '10.05'],
    ['sv', 'time', '10.05'],
    ['en', 'time', '10:05'],
    ['fi', 'dateTime', '16.11.2026 klo 10.05'],
    ['sv', 'dateTime', '16.11.2026 kl. 10.05'],
    ['en', 'dateTime', '16.11.2026 at 10:05'],
  ] as const)(
    'given %s and the %s format, should read "%s"',
    (lang: Lang, format: DateTextFormat, expected) => {
      render(
        <I18nProvider lang={lang}>
          <DateText value={instant} format={format} />
        </I18nProvider>,
      );
      expect(screen.getByText(expected)).toHaveAttribute('datetime', '2026-11-16T08:05:00.000Z');
    },
  );

  it('given an instant just after midnight in Helsinki, should show the Helsinki date', () => {
    render(
      <I18nProvider lang="fi">
        <DateText value={new Date('2026-11-15T22:30:00Z')} />
      </I18nProvider>,
    );
    expect(screen.getByText('16.11.2026')).toBeVisible();
  });

  it('given a summer instant, should use summer time', () => {
    render(
      <I18nProvider lang="fi">
        <DateText value="2026-06-01T06:00:00Z" format="time" />
      </I18nProvider>,
    );
    expect(screen.getByText('09.00')).toBeVisible();
  });
});
