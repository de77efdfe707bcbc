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
      ).toEqual([
        '/en',
        '/en/appointments',
        '/en/booking',
        '/en/visits',
        '/en/prescriptions',
        '/en/laboratory',
        '/en/questionnaires',
        '/en/vaccinations',
        '/en/imaging',
        '/en/certificates',
        '/en/invoices',
        '/en/my-information',
      ]);
      expect(within(menu).getByRole('link', { name: 'Front page' })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    });
  });

  describe.each(['fi', 'sv', 'en'] as const)('given Maija signed in, in %s', (lang) => {
    it('should offer the help icon on Finnish pages only, leading to the Finnish help page', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn(lang) } });
      renderApp(`/${lang}`);

      const header = await screen.findByRole('banner');
      const help = within(header).queryByRole('link', { name: /Ohjeet|Hjälp|Help/ });

      if (lang === 'fi') expect(help).toHaveAttribute('href', '/fi/ohjeita');
      else expect(help).not.toBeInTheDocument();
    });
  });

  describe('given the user menu opened', () => {
    it('should offer log-out and my information', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('sv') } });
      renderApp('/sv');

      await userEvent.click(await screen.findByRole('button', { name: 'Maija Virtanen' }));

      expect(await screen.findByRole('menuitem', { name: 'Logga ut' })).toBeVisible();
      expect(screen.getByRole('menuitem', { name: 'Mina uppgifter' })).toHaveAttribute(
        'href',
        '/sv/mina-uppgifter',
      );
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
    ['general', '/en', 'Customer service 0303 0303', 'tel:+3583030303', 'Get the Aava app', '/en/eula'],
    [
      'children',
      '/en',
      'Customer service 0303 0304',
      'tel:+3583030304',
      'Get the Pikkujätti app',
      '/fi/eula',
    ],
  ] as const)('given the %s brand', (brand, address, phone, tel, apps, terms) => {
    it('should give its customer service number and its apps in the footer', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en', brand) } });
      renderApp(address);

      const footer = await screen.findByRole('contentinfo');

      expect(within(footer).getByRole('link', { name: phone })).toHaveAttribute('href', tel);
      expect(footer).toHaveTextContent(apps);
      expect(within(footer).getAllByRole('link', { name: /App Store|Google Play/ })).toHaveLength(2);
      // The children's brand has its terms in Finnish only.
      expect(within(footer).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', terms);
      expect(within(footer).getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
        'href',
        '/en/accessibility-statement',
      );
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
      // Some pages exist only behind their feature flags (the occupational and kela65 lists, messaging,
      // the chat notice, the sickness fund for its members).
      const maija = signedIn('en');
      const flagged = {
        ...maija,
        session: {
          ...maija.session,
          features: [
            'ohc-appointment-search',
            'kela65',
            'customer-messaging-allowed',
            'pikkutsatti',
            'sickness-fund-page',
            'is-finnair-sickness-fund-member',
          ],
        },
      };
      fakeServer({ 'GET /api/session': { body: page === 'smsCode' ? codeOwed('en') : flagged } });
      // Every page the shell links to has an address without parameters.
      renderApp(buildPath(page as 'front', 'en'));

      await screen.findByRole('heading', { level: 1 });

      expect(screen.queryByRole('heading', { name: 'Could not find current page' })).not.toBeInTheDocument();
    });
  });
});

describe('the messages entry of a private customer', () => {
  const withMessaging = () => {
    const maija = signedIn('en');
    return {
      ...maija,
      session: { ...maija.session, features: ['customer-messaging-allowed', 'customer-messaging-enabled'] },
    };
  };

  it('should lead the services with the unread count the messaging API tells', async () => {
    fakeServer({
      'GET /api/session': { body: withMessaging() },
      'POST /api/customer-messaging': { body: { data: { unreadCount: 2 } } },
    });
    renderApp('/en');

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const messages = await within(menu).findByRole('link', { name: 'Messages 2 unread' });
    expect(messages).toHaveAttribute('href', '/en/conversations');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.indexOf('/en/conversations')).toBe(links.indexOf('/en/vaccinations') - 1);
  });

  it('should show the entry without a count while the messaging API fails', async () => {
    fakeServer({ 'GET /api/session': { body: withMessaging() } });
    renderApp('/en');

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/en/conversations',
    );
  });
});

describe('the booking embedded in the mobile app', () => {
  it('should keep the header and leave out the menu, the user menu, help and the footer', async () => {
    const maija = signedIn('fi');
    fakeServer({
      'GET /api/session': { body: { ...maija, session: { ...maija.session, sessionScope: 'inAppBooking' } } },
    });
    renderApp('/fi/ajanvaraus');

    const header = await screen.findByRole('banner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Varaa aika' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Maija Virtanen' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Ohjeet' })).toBeNull();
    expect(within(header).getByRole('navigation', { name: 'Valitse kieli' })).toBeVisible();
  });
});
