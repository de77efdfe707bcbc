import { act, screen } from '@testing-library/react';
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
        '/en/expired-session?next=%2Fen%3Ftab%3D1',
      );
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
        '/fi/katkennut-istunto?next=%2Ffi%2Fajanvaraus&sessionScope=inAppBooking',
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
});
