import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn, signedOut } from '../../test/sessions';

async function languageLinks() {
  const nav = await screen.findByRole('navigation', { name: /Choose language|Valitse kieli|Välj språk/ });
  return within(nav).getAllByRole('link');
}

describe('language picker', () => {
  describe('given the login page in English with a next address', () => {
    it('should link to the same page and query in Finnish and Swedish only', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en/login?next=%2Fen%2Fappointments');

      const links = await languageLinks();

      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Suomeksi', '/fi/kirjaudu?next=%2Fen%2Fappointments'],
        ['På svenska', '/sv/loggain?next=%2Fen%2Fappointments'],
      ]);
    });
  });

  describe('given the Swedish front page of a signed-in patient', () => {
    it('should link to the Finnish and English front pages, each marked with its language', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('sv') } });
      renderApp('/sv');

      const links = await languageLinks();

      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fi', '/en']);
      expect(links.map((link) => link.getAttribute('lang'))).toEqual(['fi', 'en']);
      expect(screen.getByRole('navigation', { name: 'Välj språk' })).toBeVisible();
    });
  });

  describe('given the SMS code page in Finnish', () => {
    it('should keep the address suffix and the next address', async () => {
      fakeServer({
        'GET /api/session': {
          body: {
            ...signedOut('fi'),
            session: { ...signedOut('fi').session, mfaPending: true, csrfToken: 'c' },
          },
        },
      });
      renderApp('/fi/tunnistautuminen/sms?next=%2Ffi%2Fviestit');

      const links = await languageLinks();

      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/sv/behorighetskontroll/sms?next=%2Ffi%2Fviestit',
        '/en/authentication/sms?next=%2Ffi%2Fviestit',
      ]);
    });
  });
});
