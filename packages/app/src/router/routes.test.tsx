import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, unreachableServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { codeOwed, signedIn, signedOut } from '../../test/sessions';

describe('addresses', () => {
  describe('given /', () => {
    it('should go to the Finnish front page', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      const { router } = renderApp('/');

      await screen.findByRole('heading', { level: 1, name: 'Tervetuloa Aavaan' });

      expect(router.state.location.pathname).toBe('/fi');
    });
  });

  describe.each([
    ['/en/no-such-page', 'Could not find current page', 'en'],
    ['/fi/ei-tallaista', 'Sivua ei löytynyt', 'fi'],
    ['/xx/anything', 'Sidan kunde inte hittas', 'sv'],
  ])('given the unknown address %s', (address, heading, lang) => {
    it(`should say "${heading}" in ${lang} with a link to the front page`, async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
      renderApp(address);

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: /front page|etusivulle|startsidan/ })).toHaveAttribute(
        'href',
        `/${lang}`,
      );
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    });
  });

  // The children's brand has no conversations, certificates or questionnaires (patient-area.md §1).
  describe.each(['/en/conversations', '/en/certificates', '/en/questionnaires', '/en/questionnaire/1'])(
    'given %s, which the children brand does not have',
    (address) => {
      it('should not find it', async () => {
        fakeServer({ 'GET /api/session': { body: signedIn('en', 'children') } });
        renderApp(address);

        expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
          'Could not find current page',
        );
      });
    },
  );

  describe('given the children brand’s main menu', () => {
    it('should lead to visits and laboratory, and to no certificates or questionnaires', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en', 'children') } });
      renderApp('/en/no-such-page');

      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getByRole('link', { name: 'Visits' })).toHaveAttribute('href', '/en/visits');
      expect(within(menu).getByRole('link', { name: 'Laboratory' })).toHaveAttribute(
        'href',
        '/en/laboratory',
      );
      expect(within(menu).queryByRole('link', { name: 'Certificates' })).toBeNull();
      expect(within(menu).queryByRole('link', { name: 'Questionnaires' })).toBeNull();
    });
  });

  describe('given the SMS code still owed', () => {
    it('should send the front page to the SMS code page and come back afterwards', async () => {
      fakeServer({ 'GET /api/session': { body: codeOwed('en') } });
      const { router } = renderApp('/en');

      await screen.findByRole('heading', { level: 1, name: 'Enter the SMS code' });

      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/en/authentication?next=%2Fen',
      );
    });
  });

  describe('given the session-expired page with a next address', () => {
    it('should offer to log in again and return there', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
      renderApp('/sv/utgatt-session?next=%2Fsv%2Ffakturor');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sessionen har gått ut');
      expect(
        screen.getByRole('link', { name: 'Logga in igen med bankkoder eller mobilcertifikat' }),
      ).toHaveAttribute('href', '/oauth/authenticate?lang=sv&next=%2Fsv%2Ffakturor');
      await waitFor(() => expect(document.title).toBe('Sessionen har gått ut – Aava'));
    });
  });

  describe('given a signed-out visitor on a page other than the sign-in pages', () => {
    it('should offer a header log-in link that returns to the page', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      renderApp('/en/no-such-page?x=1');

      await screen.findByRole('heading', { level: 1 });

      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
        'href',
        '/en/login?next=%2Fen%2Fno-such-page%3Fx%3D1',
      );
    });
  });

  describe('given the session cannot be read', () => {
    it('should show the generic error with a way to try again', async () => {
      unreachableServer();
      const { reloads } = renderApp('/en');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Apologies! Something went wrong...',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

      expect(reloads).toHaveLength(1);
    });

    it('should show it when the answer has the wrong shape', async () => {
      fakeServer({ 'GET /api/session': { body: { type: 'success', session: { lang: 'fi' } } } });
      renderApp('/fi');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Pahoittelut! Jokin meni vikaan...',
      );
    });
  });
});
