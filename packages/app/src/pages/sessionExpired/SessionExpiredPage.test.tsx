import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

describe('session-timed-out page', () => {
  describe.each([
    ['/fi/katkennut-istunto?next=%2Ffi%2Flaskut', 'fi', 'Istunto on katkennut', 'Tilaa tekstiviestikoodi'],
    ['/sv/utgatt-session?next=%2Fsv%2Ffakturor', 'sv', 'Sessionen har gått ut', 'Beställ en sms-kod'],
    ['/en/expired-session?next=%2Fen%2Finvoices', 'en', 'Session timed out', 'Order an SMS code'],
  ] as const)('given %s', (address, lang, heading, orderSms) => {
    it('should offer strong identification and an SMS code, both returning to next', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut(lang) } });
      renderApp(address);

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      const next = new URL(address, 'http://portal.test').searchParams.get('next') ?? '';
      const signIn = `/oauth/authenticate?lang=${lang}&next=${encodeURIComponent(next)}`;
      expect(
        screen.getAllByRole('link', { name: /pankkitunnuksilla|bankkoder|bank credentials/ })[0],
      ).toHaveAttribute('href', signIn);
      expect(screen.getByRole('region', { name: /tekstiviestikoodilla|sms-kod|SMS code/ })).toBeVisible();
      expect(screen.getByRole('link', { name: orderSms })).toHaveAttribute('href', signIn);
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    });
  });

  describe('given the end of a session of the booking embedded in the mobile app', () => {
    it('should sign in again into the embedded booking', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/katkennut-istunto?next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking');

      expect(await screen.findByRole('link', { name: 'Tilaa tekstiviestikoodi' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=fi&next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking',
      );
    });
  });

  describe('given a scope the portal does not know', () => {
    it('should sign in to the web portal', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/katkennut-istunto?next=%2Ffi&sessionScope=admin');

      expect(await screen.findByRole('link', { name: 'Tilaa tekstiviestikoodi' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=fi&next=%2Ffi',
      );
    });
  });

  describe('given a next address off this site', () => {
    it('should return to the front page instead', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en/expired-session?next=https%3A%2F%2Fevil.example');

      expect(await screen.findByRole('link', { name: 'Order an SMS code' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=en&next=%2Fen',
      );
    });
  });
});
