import type { Lang } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { ErrorView } from './ErrorView';

function inLanguage(lang: Lang, children: ReactNode) {
  return render(<I18nProvider lang={lang}>{children}</I18nProvider>);
}

describe('ErrorView', () => {
  describe.each([
    ['en', 'Apologies! Something went wrong...', 'Try again'],
    ['fi', 'Pahoittelut! Jokin meni vikaan...', 'Yritä uudelleen'],
    ['sv', 'Vi ber om ursäkt! Något gick fel...', 'Försök igen'],
  ] as const)('given the %s language', (lang, title, tryAgain) => {
    it('should apologise and offer to try again', () => {
      inLanguage(lang, <ErrorView onRetry={() => {}} />);
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.getByRole('button', { name: tryAgain })).toBeVisible();
    });
  });

  it('should tell what to do in the specification words', () => {
    inLanguage('en', <ErrorView />);
    expect(
      screen.getByText(
        'Please try again in a moment. If the problem persists, contact our customer service.',
      ),
    ).toBeVisible();
  });

  describe('given a retry', () => {
    it('should call it when Try again is pressed', async () => {
      const onRetry = vi.fn();
      inLanguage('en', <ErrorView onRetry={onRetry} />);

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(onRetry).toHaveBeenCalledOnce();
    });

    it('should ignore presses while retrying', async () => {
      const onRetry = vi.fn();
      inLanguage('en', <ErrorView onRetry={onRetry} isRetrying />);

      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(onRetry).not.toHaveBeenCalled();
    });
  });

  describe('given no retry', () => {
    it('should show no button', () => {
      inLanguage('en', <ErrorView />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('given the whole page', () => {
    it('should be the page heading and take focus', () => {
      inLanguage('en', <ErrorView headingLevel={1} autoFocus />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    });
  });
});
