import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';
import { ownAppointment } from '../appointments/testData';

const lists = (future = [ownAppointment()], past = [ownAppointment({ id: 400 })]) => ({
  body: { type: 'success', future, past },
});

describe('front page', () => {
  describe.each([
    ['/fi', 'fi', 'general', 'Tervetuloa Aavaan, Maija', 'Etusivu – Aava'],
    ['/fi', 'fi', 'children', 'Tervetuloa Pikkujättiin, Maija', 'Etusivu – Pikkujätti'],
    ['/sv', 'sv', 'general', 'Välkommen till Aava, Maija', 'Startsida – Aava'],
    ['/en', 'en', 'children', 'Welcome to Pikkujätti, Maija', 'Front page – Pikkujätti'],
  ] as const)('given Maija signed in at %s (%s, %s brand)', (address, lang, brand, heading, title) => {
    it(`should welcome her with "${heading}" in the page language`, async () => {
      fakeServer({
        'GET /api/session': { body: signedIn(lang, brand) },
        'GET /api/own-appointments': lists(),
      });
      renderApp(address);

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
      await waitFor(() => expect(document.title).toBe(title));
    });
  });

  it('should show her name on the user menu in the header', async () => {
    fakeServer({ 'GET /api/session': { body: signedIn('en') }, 'GET /api/own-appointments': lists() });
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
        'GET /api/own-appointments': lists(),
      });
      renderApp('/fi');

      expect(await screen.findByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tervetuloa Aavaan, Maija');
    });
  });

  describe('given Maija with an appointment ahead', () => {
    it('should show only the built sections: her appointment and its show-all link', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') }, 'GET /api/own-appointments': lists() });
      renderApp('/en');

      const section = await screen.findByRole('region', { name: 'Appointments' });
      expect(await within(section).findByRole('link', { name: /General practice/ })).toHaveAttribute(
        'href',
        '/en/appointment/501',
      );
      expect(within(section).getByRole('link', { name: 'Show all' })).toHaveAttribute(
        'href',
        '/en/appointments',
      );
      expect(screen.queryByRole('region', { name: 'Visits' })).not.toBeInTheDocument();
    });
  });

  describe('given the address carries the cancellation marker', () => {
    it('should show "Appointment canceled" and drop the marker from the address', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') }, 'GET /api/own-appointments': lists() });
      const { router } = renderApp('/en?appointment-cancelled');

      expect(await screen.findByText('Appointment canceled')).toBeVisible();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });
  });

  describe('given a person with no appointments or other events', () => {
    it('should lead to the new-customer page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists([], []),
      });
      const { router } = renderApp('/en');

      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/en/new-customer');
      expect(screen.getByRole('link', { name: 'Book an appointment online' })).toHaveAttribute(
        'href',
        '/en/booking',
      );
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
