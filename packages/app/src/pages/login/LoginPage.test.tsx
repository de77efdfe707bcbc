import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

const strongAuth = 'Log in with bank credentials or mobile certificate';

describe('login', () => {
  describe('given nobody signed in on the English front page', () => {
    it('should offer strong identification returning to the front page', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en');

      const link = await screen.findByRole('link', { name: strongAuth });

      expect(link).toHaveAttribute('href', '/oauth/authenticate?lang=en&next=%2Fen');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Aava');
    });
  });

  describe('given the Finnish login page with a next address', () => {
    it('should return to that address after identification', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/kirjaudu?next=%2Ffi%2Fajanvaraukset');

      const link = await screen.findByRole('link', {
        name: 'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella',
      });

      expect(link).toHaveAttribute('href', '/oauth/authenticate?lang=fi&next=%2Ffi%2Fajanvaraukset');
      await waitFor(() => expect(document.title).toBe('Kirjaudu sisään – Aava'));
    });
  });

  describe.each(['//evil.example', 'https://evil.example/fi', '/\\evil.example'])(
    'given a next address off this site (%s)',
    (next) => {
      it('should return to the front page instead', async () => {
        fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
        renderApp(`/sv/loggain?next=${encodeURIComponent(next)}`);

        const link = await screen.findByRole('link', {
          name: 'Logga in med bankkoder eller mobilcertifikat',
        });

        expect(link).toHaveAttribute('href', '/oauth/authenticate?lang=sv&next=%2Fsv');
      });
    },
  );

  describe('given the identification came back failed', () => {
    it('should say so above the way in again', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en/login?error=unknown');

      await screen.findByRole('link', { name: strongAuth });

      expect(screen.getByRole('alert')).toHaveTextContent('Identification failed');
    });
  });

  describe("given too many sign-ins were started from the person's address", () => {
    it('should tell them to wait and still offer the way in', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi/kirjaudu?error=tooManyRequests');

      await screen.findByRole('link', { name: 'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella' });

      expect(screen.getByRole('alert')).toHaveTextContent('Liian monta yritystä');
      expect(screen.getByRole('alert')).toHaveTextContent('Odota vartti');
    });
  });

  describe('given a signed-in patient on the login page', () => {
    it('should go on to the next address', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') } });
      const { router } = renderApp('/en/login?next=%2Fen');

      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' });

      expect(router.state.location.pathname).toBe('/en');
    });
  });
});
