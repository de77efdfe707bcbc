import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, timesInSpan } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { appointment, appointmentAnswer, reservedAnswer, userAnswer } from './testData';

const list = '/en/booking/private-customer?startDate=2026-11-27';
const reserve = `/en/reserve/4101?from=${encodeURIComponent(list)}`;
const options = { type: 'success', clinics: [], specialties: [], practitioners: [] };

function server() {
  return fakeServer({
    'GET /api/session': { body: signedIn('en') },
    'GET /api/appointments/filter-options': { body: options },
    'GET /api/appointments/available-appointment-dates': { body: { type: 'success', dates: [] } },
    'GET /api/appointments': timesInSpan(appointment),
    'GET /api/appointments/4101': appointmentAnswer(),
    'GET /api/user': userAnswer(),
    'POST /api/reserve-appointment': reservedAnswer,
  });
}

const searches = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === '/api/appointments').length;

describe('the lists after a visit to a reservation page', { timeout: 20_000 }, () => {
  describe('given Maija comes back without booking', () => {
    it('should show the list she left without searching again', async () => {
      const { requests } = server();
      const { router } = renderApp(list);
      await screen.findByRole('link', { name: /^Book \d/ });
      const listed = searches(requests);
      await act(() => router.navigate(reserve));
      await screen.findByRole('button', { name: 'Book' });

      await act(() => router.navigate(list));

      expect(await screen.findByRole('link', { name: /^Book \d/ })).toBeVisible();
      expect(searches(requests)).toBe(listed);
    });
  });

  describe('given Maija books the time', () => {
    it('should search the list again when she comes back to it', async () => {
      const { requests } = server();
      const { router } = renderApp(list);
      await screen.findByRole('link', { name: /^Book \d/ });
      const listed = searches(requests);
      await act(() => router.navigate(reserve));
      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
      await screen.findByRole('heading', { level: 1, name: 'Your appointment is reserved' });

      await act(() => router.navigate(list));

      await screen.findByRole('link', { name: /^Book \d/ });
      // The list is searched again, as many times as the first time (the days before the chosen day,
      // and the day on).
      expect(searches(requests)).toBe(2 * listed);
    });
  });
});

describe('leaving a reservation page while its time is read', () => {
  it('should abort the read', async () => {
    server();
    const signals: AbortSignal[] = [];
    const answer = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).startsWith('/api/appointments/4101')) {
        signals.push(init?.signal as AbortSignal);
        return new Promise(() => {});
      }
      return answer(input, init);
    };
    const { router } = renderApp(reserve);
    await waitFor(() => expect(signals).toHaveLength(1));

    await act(() => router.navigate('/en'));

    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    expect(signals[0]?.aborted).toBe(true);
  });
});
