import { buildPath, builtPages, type RouteDef, routeTable } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { codeOwed, signedIn, signedOut } from '../../test/sessions';

describe('page shell', () => {
  describe.each([
    ['/fi', 'fi', 'Etusivu', 'Päävalikko'],
    ['/sv', 'sv', 'Startsida', 'Huvudmeny'],
    ['/en', 'en', 'Front page', 'Main menu'],
  ] as const)('given Maija signed in at %s', (address, lang, title, menu) => {
    it(`should give the page every landmark, one h1 and the title "${title}" in the header`, async () => {
      fakeServer({ 'GET /api/session': { body: signedIn(lang) } });
      renderApp(address);

      const header = await screen.findByRole('banner');
      await within(header).findByText(title);
      expect(screen.getByRole('navigation', { name: menu })).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeVisible();
      expect(screen.getByRole('contentinfo')).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
    });
  });

  describe('given the menu of a signed-in patient', () => {
    it('should link only to pages that are built, the current one marked, and offer log-out', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') } });
      renderApp('/en');

      const menu = await screen.findByRole('navigation', { name: 'Main menu' });

      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/en', '/en/appointments', '/en/booking', '/en/invoices']);
      expect(within(menu).getByRole('link', { name: 'Front page' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    });
  });

  describe.each(['fi', 'sv', 'en'] as const)('given Maija signed in, in %s', (lang) => {
    it('should offer no help icon while the help page is not built', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn(lang) } });
      renderApp(`/${lang}`);

      const header = await screen.findByRole('banner');

      expect(within(header).queryByRole('link', { name: /Ohjeet|Hjälp|Help/ })).not.toBeInTheDocument();
    });
  });

  describe('given the user menu opened', () => {
    it('should offer log-out, and no link to my information while that page is not built', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('sv') } });
      renderApp('/sv');

      await userEvent.click(await screen.findByRole('button', { name: 'Maija Virtanen' }));

      expect(await screen.findByRole('menuitem', { name: 'Logga ut' })).toBeVisible();
      expect(screen.queryByRole('menuitem', { name: 'Mina uppgifter' })).not.toBeInTheDocument();
    });
  });

  describe('given Laura, signed in without a patient record', () => {
    it('should name her in the header and offer log-out, not log-in', async () => {
      const session = signedIn('en');
      fakeServer({
        'GET /api/session': {
          body: { ...session, session: { ...session.session, registered: false }, user: null },
        },
        'GET /api/user': {
          body: {
            type: 'success',
            patient: null,
            person: {
              obfuscatedPersonalIdentityCode: '040790-****',
              givenName: 'Laura',
              familyName: 'Mäkinen',
            },
          },
        },
      });
      renderApp('/en');

      await userEvent.click(await screen.findByRole('button', { name: 'Laura Mäkinen' }));

      expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeVisible();
      expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })).toBeNull();
    });
  });

  describe('given a visitor', () => {
    it('should offer no menu, no user menu and no help', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
      renderApp('/fi');

      await screen.findByRole('heading', { level: 1, name: 'Tervetuloa Aavaan' });

      expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Valikko' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Ohjeet' })).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeVisible();
    });
  });

  describe.each([
    ['general', '/en', 'Customer service 0303 0303', 'tel:+3583030303', 'Get the Aava app'],
    ['children', '/en', 'Customer service 0303 0304', 'tel:+3583030304', 'Get the Pikkujätti app'],
  ] as const)('given the %s brand', (brand, address, phone, tel, apps) => {
    it('should give its customer service number and its apps in the footer', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en', brand) } });
      renderApp(address);

      const footer = await screen.findByRole('contentinfo');

      expect(within(footer).getByRole('link', { name: phone })).toHaveAttribute('href', tel);
      expect(footer).toHaveTextContent(apps);
      expect(within(footer).getAllByRole('link', { name: /App Store|Google Play/ })).toHaveLength(2);
      // The terms page is not built yet, so its link is not shown.
      expect(within(footer).queryByRole('link', { name: 'Terms of use' })).not.toBeInTheDocument();
    });
  });

  describe('given the cookie settings in the footer', () => {
    it('should say in a dialog which cookies are used', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
      renderApp('/sv');

      await userEvent.click(await screen.findByRole('button', { name: 'Inställningar för kakor' }));

      expect(screen.getByRole('dialog', { name: 'Inställningar för kakor' })).toHaveTextContent(
        'Vi använder bara de kakor som behövs',
      );
    });
  });

  describe.each([
    ['/en/expired-session?next=%2Fen', signedOut('en'), 'Session timed out'],
    ['/en/authentication?next=%2Fen', codeOwed('en'), 'Enter the SMS code'],
  ])('given the sign-in page %s', (address, answer, heading) => {
    it('should show it without menu and footer', async () => {
      fakeServer({ 'GET /api/session': { body: answer } });
      renderApp(address);

      await screen.findByRole('heading', { level: 1, name: heading });

      expect(screen.getByRole('banner')).toBeVisible();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    });
  });

  // The built pages that have an address without parameters; the others are reached from them.
  const plainPages = builtPages.filter((page) => {
    const route: RouteDef = routeTable[page];
    return Object.values(route.params ?? {}).every((kind) => kind === 'rest');
  });

  describe.each(plainPages)('given the built page %s', (page) => {
    it('should have a page of its own, not the not-found page', async () => {
      // Some pages exist only behind their feature flags (the occupational and kela65 lists).
      const maija = signedIn('en');
      const flagged = {
        ...maija,
        session: { ...maija.session, features: ['ohc-appointment-search', 'kela65'] },
      };
      fakeServer({ 'GET /api/session': { body: page === 'smsCode' ? codeOwed('en') : flagged } });
      // Every page the shell links to has an address without parameters.
      renderApp(buildPath(page as 'front', 'en'));

      await screen.findByRole('heading', { level: 1 });

      expect(screen.queryByRole('heading', { name: 'Could not find current page' })).not.toBeInTheDocument();
    });
  });
});
