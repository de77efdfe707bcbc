import type { Lang } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { Money } from './Money';

// Intl writes a no-break space between the number and the sign; people see an ordinary space.
function shown(text: string | null): string {
  return (text ?? '').replace(/\s/g, ' ');
}

describe('Money', () => {
  it.each([
    ['fi', 2820, '28,20 €'],
    ['sv', 2820, '28,20 €'],
    ['en', 2820, '€28.20'],
    ['fi', 123456, '1 234,56 €'],
    ['en', 0, '€0.00'],
  ] as const)('given %s and %i cents, should read "%s"', (lang: Lang, cents, expected) => {
    render(
      <I18nProvider lang={lang}>
        <Money cents={cents} />
      </I18nProvider>,
    );
    expect(shown(screen.getByText(/\d/).textContent)).toBe(expected);
  });

  it.each([
    [5000, 'positive'],
    [0, 'zero'],
    [-1500, 'negative'],
  ])('given %i cents, should carry data-sign %s', (cents, sign) => {
    render(
      <I18nProvider lang="fi">
        <Money cents={cents} />
      </I18nProvider>,
    );
    expect(screen.getByText(/\d/)).toHaveAttribute('data-sign', sign);
  });

  it('given a language of its own, should format in it whatever the page', () => {
    render(
      <I18nProvider lang="fi">
        <Money cents={2820} lang="en" />
      </I18nProvider>,
    );
    expect(screen.getByText('€28.20')).toBeVisible();
  });
});
