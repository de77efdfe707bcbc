import { i18nObject } from '@portal/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { LimitedNotice } from './LimitedNotice';

// 13.35 UTC on 25 November is 15.35 in Helsinki (UTC+2 in winter).
describe('LimitedNotice', () => {
  it.each([
    ['fi', 'Olet lähettänyt lyhyessä ajassa paljon viestejä. Voit lähettää taas 25.11.2026 klo 15.35.'],
    ['sv', 'Du har skickat många meddelanden på kort tid. Du kan skicka igen 25.11.2026 kl. 15.35.'],
    ['en', 'You have sent many messages in a short time. You can send again on 25.11.2026 at 15:35.'],
  ] as const)('given %s, should say the Helsinki date and time to send again', (lang, expected) => {
    render(
      <I18nProvider lang={lang}>
        <LimitedNotice retryAt="2026-11-25T13:35:00Z" text={i18nObject(lang).conversations.limited} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
  });
});
