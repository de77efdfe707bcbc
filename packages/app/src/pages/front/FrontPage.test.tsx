import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

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
});
