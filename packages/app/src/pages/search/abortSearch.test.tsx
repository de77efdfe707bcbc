import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

configure({ asyncUtilTimeout: 5000 });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const options = { type: 'success', clinics: [], specialties: [], practitioners: [] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a new search', () => {
  describe('given the first search still under way', () => {
    it('should abort it and show the answer of the new one', async () => {
      const searches: { url: URL; signal: AbortSignal }[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
          const url = new URL(String(input), 'http://portal.test');
          if (url.pathname === '/api/session') return json(signedOut('en'));
          if (url.pathname === '/api/appointments/filter-options') return json(options);
          if (url.pathname === '/api/appointments/available-appointment-dates') {
            return json({ type: 'success', dates: [] });
          }
          const signal = init.signal as AbortSignal;
          searches.push({ url, signal });
          if (url.searchParams.get('timeOfDay') === 'evening') {
            return json({ availableAppointments: { type: 'success', appointments: [] } });
          }
          // The first search never answers by itself: only its abort ends it.
          return new Promise<Response>((_, reject) => {
            signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          });
        }),
      );
      renderApp('/en/booking/private-customer?startDate=2030-01-15');
      // The days before the chosen one and the chosen day on: two searches.
      await waitFor(() => expect(searches).toHaveLength(2));

      await userEvent.click(await screen.findByRole('tab', { name: 'Evening 16–21' }));

      expect(
        await screen.findByRole('heading', { name: 'No appointments match the criteria' }),
      ).toBeVisible();
      for (const first of searches.slice(0, 2)) {
        expect(first.signal.aborted).toBe(true);
        expect(first.url.searchParams.get('timeOfDay')).toBe('all');
      }
      // The two parts again, and a month further since nothing matched.
      expect(searches.slice(2).map(({ url }) => url.searchParams.get('timeOfDay'))).toEqual([
        'evening',
        'evening',
        'evening',
      ]);
    });
  });
});
