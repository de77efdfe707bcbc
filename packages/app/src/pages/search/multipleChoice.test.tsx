import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

const options = {
  type: 'success',
  clinics: [
    { id: 'ESP1', name: 'Espoo Tapiola', municipality: 'Espoo', isRemote: false },
    { id: 'HKI1', name: 'Helsinki Kamppi', municipality: 'Helsinki', isRemote: false },
  ],
  specialties: [
    {
      id: 'YLE',
      title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' },
      customerTypes: ['private', 'occupational', 'insurance'],
    },
  ],
  practitioners: [],
};

const none = { body: { availableAppointments: { type: 'success', appointments: [] } } };

// The list makes several calls before it shows; on a busy machine they take more than a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * The fake server keeps one value per query parameter; lists are sent as repeated parameters, so
 * the addresses of the calls are kept here as they were sent.
 */
function sentAddresses(): URL[] {
  const answer = globalThis.fetch;
  const sent: URL[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new URL(input instanceof Request ? input.url : String(input), 'http://portal.test'));
    return answer(input, init);
  });
  return sent;
}

const lastCall = (sent: URL[], path: string) => sent.filter((url) => url.pathname === path).at(-1);

describe('the filter of a list', () => {
  describe('when a person chooses two clinics', () => {
    it('should put both in the address and in the search', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': { body: { type: 'success', dates: [] } },
        'GET /api/appointments': none,
      });
      const sent = sentAddresses();
      const { router } = renderApp('/en/booking/private-customer?startDate=2030-01-15');
      const clinic = await screen.findByRole('combobox', { name: 'Clinic' });

      await userEvent.type(clinic, 'Helsinki');
      await userEvent.click(await screen.findByRole('option', { name: 'Helsinki Kamppi' }));
      await userEvent.clear(clinic);
      await userEvent.type(clinic, 'Espoo');
      await userEvent.click(await screen.findByRole('option', { name: 'Espoo Tapiola' }));
      await userEvent.keyboard('{Escape}');

      await waitFor(() =>
        expect(new URLSearchParams(router.state.location.search).getAll('clinicIds')).toEqual([
          'HKI1',
          'ESP1',
        ]),
      );
      await waitFor(() =>
        expect(lastCall(sent, '/api/appointments')?.searchParams.getAll('clinicIds')).toEqual([
          'HKI1',
          'ESP1',
        ]),
      );
      const chosen = within(screen.getByRole('grid', { name: 'Clinic' })).getAllByRole('row');
      expect(chosen.map((row) => row.textContent)).toEqual(['Helsinki Kamppi', 'Espoo Tapiola']);
    });
  });

  describe('given an address with two clinics', () => {
    it('should search only the other one when a person removes one', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': { body: { type: 'success', dates: [] } },
        'GET /api/appointments': none,
      });
      const sent = sentAddresses();
      const { router } = renderApp(
        '/en/booking/private-customer?startDate=2030-01-15&clinicIds=ESP1&clinicIds=HKI1',
      );
      const chosen = await screen.findByRole('grid', { name: 'Clinic' });

      const espoo = within(chosen).getByRole('row', { name: /Espoo Tapiola/ });
      await userEvent.click(within(espoo).getByRole('button', { name: /Remove/ }));

      await waitFor(() => expect(router.state.location.search).toBe('?startDate=2030-01-15&clinicIds=HKI1'));
      await waitFor(() =>
        expect(lastCall(sent, '/api/appointments')?.searchParams.getAll('clinicIds')).toEqual(['HKI1']),
      );
    });
  });
});

describe('the start date calendar', () => {
  describe('when a person moves it to the next month', () => {
    // Several calls and a calendar popover: slower than one test's default five seconds.
    it("should fetch and mark that month's free days, once", { timeout: 20_000 }, async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': (request) => ({
          body: {
            type: 'success',
            dates: (request.query.startDate ?? '') >= '2030-01-27' ? ['2030-02-12'] : ['2030-01-16'],
          },
        }),
        'GET /api/appointments': none,
      });
      renderApp('/en/booking/private-customer?startDate=2030-01-15&clinicIds=HKI1');
      const monthCalls = () =>
        server.requests.filter((request) => request.path === '/api/appointments/available-appointment-dates');
      await waitFor(() => expect(monthCalls()).toHaveLength(1));

      await userEvent.click(await screen.findByRole('button', { name: /Start date/ }));
      // The calendar's grid is named by the field and the month it shows.
      const day = (name: RegExp) =>
        within(screen.getByRole('grid', { name: /^Start date/ })).getByRole('button', { name });
      await waitFor(() => expect(day(/16 January 2030/)).toHaveAttribute('data-available'));
      const next = () => screen.getAllByRole('button', { name: 'Next' })[0] as HTMLElement;
      await userEvent.click(next());

      await waitFor(() => expect(day(/12 February 2030/)).toHaveAttribute('data-available'));
      // Monday 28 January to the end of Sunday 3 March 2030, Helsinki time, with the same clinic.
      expect(monthCalls().at(-1)?.query).toMatchObject({
        startDate: '2030-01-27T22:00:00.000Z',
        endDate: '2030-03-03T22:00:00.000Z',
        clinicIds: 'HKI1',
      });
      await userEvent.click(screen.getAllByRole('button', { name: 'Previous' })[0] as HTMLElement);
      await userEvent.click(next());
      expect(monthCalls()).toHaveLength(2);
      expect(day(/12 February 2030/)).toHaveAttribute('data-available');
    });
  });
});
