import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

const withFeatures = (session: ReturnType<typeof signedIn>, features: string[]) => ({
  ...session,
  session: { ...session.session, features },
});

describe('the terms of use', () => {
  describe('given the children brand and a Swedish address', () => {
    it('should show the Finnish terms, its only ones', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv', 'children') } });
      renderApp('/sv/eula');

      expect(await screen.findByRole('heading', { level: 1, name: 'Käyttöehdot' })).toBeVisible();
    });
  });

  describe('given the general brand', () => {
    it('should show the terms in the language of the address', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
      renderApp('/sv/eula');

      expect(await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' })).toBeVisible();
    });
  });
});

describe('the chat notice', () => {
  it('should tell that the chat has moved, with the pikkutsatti feature on', async () => {
    fakeServer({ 'GET /api/session': { body: withFeatures(signedIn('en', 'children'), ['pikkutsatti']) } });
    renderApp('/en/pikkutsatti');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pikkutsatti has moved' })).toBeVisible();
  });

  it('should be no page without the feature', async () => {
    fakeServer({ 'GET /api/session': { body: withFeatures(signedIn('en'), []) } });
    renderApp('/en/pikkutsatti');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Could not find current page' }),
    ).toBeVisible();
  });
});

describe('the help page', () => {
  it('should offer the SMS identification entry with the mfa feature on', async () => {
    fakeServer({ 'GET /api/session': { body: withFeatures(signedIn('fi'), ['mfa']) } });
    renderApp('/fi/ohjeita');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tekstiviestitunnistautuminen' }),
    ).toBeVisible();
  });

  it('should leave the SMS identification entry out with the mfa feature off', async () => {
    fakeServer({ 'GET /api/session': { body: withFeatures(signedIn('fi'), []) } });
    renderApp('/fi/ohjeita');

    await screen.findByRole('heading', { level: 1, name: 'Ohjeita' });
    expect(screen.queryByRole('heading', { name: 'Tekstiviestitunnistautuminen' })).not.toBeInTheDocument();
  });

  it('should send a visitor to sign in and back', async () => {
    fakeServer({ 'GET /api/session': { body: signedOut('fi') } });
    const { router } = renderApp('/fi/ohjeita');

    await waitFor(() => expect(router.state.location.pathname).toBe('/fi/kirjaudu'));
    expect(router.state.location.search).toContain('next=%2Ffi%2Fohjeita');
  });
});

describe('the accessibility statement', () => {
  it('should give the figures of the results file', async () => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /accessibility-audit.json': {
        body: {
          checkedOn: '2026-11-20',
          axeVersion: '4.11.0',
          tags: ['wcag2a', 'wcag2aa'],
          pages: { checked: 300, withViolations: 0 },
          stories: { checked: 600, withViolations: 0 },
          violations: 0,
        },
      },
    });
    renderApp('/en/accessibility-statement');

    expect(
      await screen.findByText(/last checked on 20\.11\.2026 with the automated tool axe-core 4\.11\.0/),
    ).toBeVisible();
    expect(screen.getByText('The check found no violations.')).toBeVisible();
  });

  it('should stand without figures when the file cannot be read', async () => {
    fakeServer({ 'GET /api/session': { body: signedOut('en') } });
    renderApp('/en/accessibility-statement');

    expect(
      await screen.findByText('The results of the latest check cannot be shown right now.'),
    ).toBeVisible();
  });
});
