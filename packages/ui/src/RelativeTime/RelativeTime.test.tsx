import type { Lang } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../clock';
import { I18nProvider } from '../i18n';
import { RelativeTime } from './RelativeTime';

// Monday 16 November 2026, 10.00 in Helsinki.
const now = new Date('2026-11-16T08:00:00Z');

function renderAt(lang: Lang, value: string) {
  render(
    <I18nProvider lang={lang}>
      <ClockProvider now={now}>
        <RelativeTime value={value} />
      </ClockProvider>
    </I18nProvider>,
  );
  return screen.getByRole('time');
}

describe('RelativeTime', () => {
  it.each([
    ['en', '2026-11-16T07:59:30Z', 'Just now', 'relative'],
    ['en', '2026-11-16T07:55:00Z', '5 min', 'relative'],
    ['fi', '2026-11-16T07:55:00Z', '5 min', 'relative'],
    ['en', '2026-11-16T05:00:00Z', '3 h', 'relative'],
    ['fi', '2026-11-16T05:00:00Z', '3 t', 'relative'],
    ['sv', '2026-11-16T05:00:00Z', '3 tim', 'relative'],
    ['en', '2026-11-15T07:00:00Z', 'Yesterday', 'yesterday'],
    ['fi', '2026-11-15T07:00:00Z', 'Eilen', 'yesterday'],
    ['sv', '2026-11-15T07:00:00Z', 'I går', 'yesterday'],
    ['en', '2026-11-10T07:00:00Z', '10.11.2026', 'date'],
    ['fi', '2026-11-20T07:00:00Z', '20.11.2026', 'date'],
  ] as const)('given %s and %s, should read "%s"', (lang, value, expected, kind) => {
    const time = renderAt(lang, value);
    expect(time).toHaveTextContent(expected);
    expect(time).toHaveAttribute('data-kind', kind);
  });

  it('should give the exact instant to machines and the full time on hover', () => {
    const time = renderAt('fi', '2026-11-16T07:55:00Z');
    expect(time).toHaveAttribute('datetime', '2026-11-16T07:55:00.000Z');
    expect(time).toHaveAttribute('title', '16.11.2026 klo 09.55');
  });
});
