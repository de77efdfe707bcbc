import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

describe('front page', () => {
  describe.each([
    ['/fi', 'fi', 'general', 'Tervetuloa Aavaan, Maija', 'Etusivu – Aava'],
    ['/fi', 'fi', 'children', 'Tervetuloa Pikkujättiin, Maija', 'Etusivu – Pikkujätti'],
    ['/sv', 'sv', 'general', 'Välkommen till Aava, Maija', 'Startsida – Aava'],
    ['/en', 'en', 'children', 'Welcome to Pikkujätti, Maija', 'Front page – Pikkujätti'],
  ] as const)('given Maija signed in at %s (%s, %s brand)', (address, lang, brand, heading, title) => {
    it(`should welcome her with "${heading}" in the page language`, async () => {
      fakeServer({ 'GET /api/session': { body: signedIn(lang, brand) } });
      renderApp(address);

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
      await waitFor(() => expect(document.title).toBe(title));
    });
  });

  it('should show her name on the user menu in the header', async () => {
    fakeServer({ 'GET /api/session': { body: signedIn('en') } });
    renderApp('/en');

    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('button', { name: 'Maija Virtanen' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    expect(screen.getByRole('main')).toBeVisible();
  });

  describe('given a register with all of her given names', () => {
    it('should name her by the first given name in the shell and in the welcome', async () => {
      const answer = signedIn('fi');
      fakeServer({
        'GET /api/session': { body: { ...answer, user: { firstName: 'Maija Liisa', lastName: 'Virtanen' } } },
      });
      renderApp('/fi');

      expect(await screen.findByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tervetuloa Aavaan, Maija');
    });
  });

  describe.each([
    [
      '/fi',
      'fi',
      'Tervetuloa Aavaan',
      'Varaa aika',
      '/fi/ajanvaraus',
      'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella',
    ],
    [
      '/sv',
      'sv',
      'Välkommen till Aava',
      'Boka tid',
      '/sv/tidsbokning',
      'Logga in med bankkoder eller mobilcertifikat',
    ],
    [
      '/en',
      'en',
      'Welcome to Aava',
      'Book an appointment',
      '/en/booking',
      'Log in with bank credentials or mobile certificate',
    ],
  ] as const)(
    'given a visitor who is not signed in at %s',
    (address, lang, heading, book, bookHref, logIn) => {
      it('should offer booking first and log-in beside it', async () => {
        fakeServer({ 'GET /api/session': { body: signedOut(lang) } });
        renderApp(address);

        expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
        const main = screen.getByRole('main');
        const links = within(main).getAllByRole('link');
        expect(links.map((link) => link.textContent)).toEqual([book, logIn]);
        expect(links[0]).toHaveAttribute('href', bookHref);
        expect(within(main).getByRole('region', { name: book })).toBeVisible();
      });
    },
  );
});
