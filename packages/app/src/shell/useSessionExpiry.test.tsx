import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn, signedOut } from '../../test/sessions';

// The test sessions end at 12:30 UTC.
const end = Date.parse('2026-11-22T12:30:00Z');

/** Moves the clock, and the timers with it, to `secondsBefore` the end of the session. */
async function moveTo(secondsBefore: number) {
  await act(async () => {
    vi.advanceTimersByTime(Math.max(0, end - secondsBefore * 1000 - Date.now()));
  });
}

/** The server: Maija's session until the end, then none. */
function sessionUntilTheEnd(lang: 'fi' | 'sv' | 'en') {
  return fakeServer({
    'GET /api/session': () => ({ body: Date.now() < end ? signedIn(lang) : signedOut(lang) }),
  });
}

describe('session expiry', () => {
  beforeEach(() => {
    // The clock and the timers run on their own (testing-library waits on short timers) and jump when a
    // test moves them.
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: end - 1_800_000,
      shouldAdvanceTime: true,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given Maija on a page for half an hour', () => {
    it('should warn at 90 and 30 seconds, then show the timed-out page with the page as next', async () => {
      sessionUntilTheEnd('en');
      const { router } = renderApp('/en?tab=1');
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await moveTo(90);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Save pending changes. Your session will expire in 90 seconds.',
      );

      await moveTo(30);
      expect(
        await screen.findByText('Save pending changes. Your session will expire in 30 seconds.'),
      ).toBeVisible();

      await moveTo(0);
      expect(await screen.findByRole('heading', { level: 1, name: 'Session timed out' })).toBeVisible();
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/en/expired-session?next=%2Fen%3Ftab%3D1&reason=idle',
      );
      expect(screen.getByText(/logged out after a while without activity/)).toBeVisible();
      expect(screen.queryByText(/Your session will expire/)).not.toBeInTheDocument();
    });
  });

  describe('given Maija in the booking embedded in the mobile app', () => {
    it('should show the timed-out page that signs in again into the embedded booking', async () => {
      const embedded = signedIn('fi');
      fakeServer({
        'GET /api/session': () => ({
          body:
            Date.now() < end
              ? { ...embedded, session: { ...embedded.session, sessionScope: 'inAppBooking' } }
              : signedOut('fi'),
        }),
      });
      const { router } = renderApp('/fi/ajanvaraus');
      await screen.findByRole('heading', { level: 1, name: 'Varaa aika' });

      await moveTo(0);
      expect(await screen.findByRole('heading', { level: 1, name: 'Istunto on katkennut' })).toBeVisible();
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/fi/katkennut-istunto?next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking&reason=idle',
      );
      expect(screen.getByRole('link', { name: 'Tilaa tekstiviestikoodi' })).toHaveAttribute(
        'href',
        '/oauth/authenticate?lang=fi&next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking',
      );
    });
  });

  describe('given a page opened 50 seconds before the end, in Finnish', () => {
    it('should warn at once with the seconds actually left', async () => {
      vi.setSystemTime(end - 50_000);
      sessionUntilTheEnd('fi');
      renderApp('/fi');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Tallenna keskeneräiset muutokset. Istuntosi vanhenee 50 sekunnin kuluttua.',
      );
    });
  });

  describe('given a visitor', () => {
    it('should watch nothing', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('sv') } });
      const { router } = renderApp('/sv');
      await screen.findByRole('heading', { level: 1 });

      await moveTo(-3600);

      expect(router.state.location.pathname).toBe('/sv');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('given Maija pressing Continue on the 90-second warning', () => {
    it('should extend the session, take the warning away and warn again before the new end', async () => {
      const later = end + 1_800_000;
      let extended = false;
      const { requests } = fakeServer({
        'GET /api/session': () => ({
          body: Date.now() < (extended ? later : end) ? signedIn('en') : signedOut('en'),
        }),
        'POST /api/session/extend': () => {
          extended = true;
          return {
            body: {
              type: 'success',
              sessionExpires: new Date(later).toISOString(),
              sessionMaxExpires: new Date(end + 7 * 3_600_000).toISOString(),
            },
          };
        },
      });
      renderApp('/en');
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' });
      await moveTo(90);
      await screen.findByRole('alert');
      const notifications = screen.getByRole('region', { name: 'Notifications' });

      await userEvent.click(within(notifications).getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(requests.find((r) => r.path === '/api/session/extend')).toMatchObject({
        method: 'POST',
        query: { csrfToken: 'csrf-maija' },
      });
      await moveTo(0);
      expect(screen.queryByRole('heading', { level: 1, name: 'Session timed out' })).not.toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(later - 90_000 - Date.now());
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Save pending changes. Your session will expire in 90 seconds.',
      );
    });
  });

  describe('given Maija whose activity has moved the end on the server', () => {
    it('should follow the new end instead of warning', async () => {
      const later = end + 600_000;
      const moved = signedIn('en');
      fakeServer({
        'GET /api/session': () => ({
          body:
            Date.now() < end - 120_000
              ? signedIn('en')
              : { ...moved, session: { ...moved.session, sessionExpires: new Date(later).toISOString() } },
        }),
      });
      const { router } = renderApp('/en');
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' });

      await moveTo(90);
      await moveTo(0);

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/en');
    });
  });

  describe('given Maija at the ceiling of her session', () => {
    it('should say that it cannot be extended, offer no Continue, and end telling why', async () => {
      const atCeiling = signedIn('sv');
      fakeServer({
        'GET /api/session': () => ({
          body:
            Date.now() < end
              ? {
                  ...atCeiling,
                  session: { ...atCeiling.session, sessionMaxExpires: atCeiling.session.sessionExpires },
                }
              : signedOut('sv'),
        }),
      });
      const { router } = renderApp('/sv');
      await screen.findByRole('heading', { level: 1 });

      await moveTo(90);
      const warning = await screen.findByRole('alert');
      expect(warning).toHaveTextContent(
        'Spara dina osparade ändringar. Sessionen avslutas om 90 sekunder och kan inte längre förlängas.',
      );
      expect(screen.queryByRole('button', { name: 'Fortsätt' })).not.toBeInTheDocument();

      await moveTo(0);
      expect(await screen.findByText(/varar en session bara en begränsad tid/)).toBeVisible();
      expect(router.state.location.search).toBe('?next=%2Fsv&reason=ceiling');
    });
  });

  describe('given Maija logged out on another device before the end', () => {
    it('should show, at the next look, that the session was ended elsewhere', async () => {
      fakeServer({
        'GET /api/session': () => ({ body: Date.now() < end - 600_000 ? signedIn('fi') : signedOut('fi') }),
      });
      const { router } = renderApp('/fi');
      await screen.findByRole('heading', { level: 1 });

      await moveTo(90);

      expect(await screen.findByRole('heading', { level: 1, name: 'Istunto on päättynyt' })).toBeVisible();
      expect(screen.getByText(/päätettiin muualla/)).toBeVisible();
      expect(router.state.location.search).toBe('?next=%2Ffi&reason=signedOut');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
