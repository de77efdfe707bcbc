import { appointmentPageSize } from '@portal/domain';
import { exampleAppointment } from '@portal/ui/examples';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, timesInSpan } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';

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
  practitioners: [
    {
      id: 'p1',
      name: 'Anna Lind',
      title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' },
      specialtyIds: ['YLE'],
      clinicIds: ['HKI1'],
    },
  ],
};

/** The shared example time moved to the day a test searches. */
function appointment(id: number, startDate: string) {
  return { ...exampleAppointment, id, startDate };
}

const found = (...appointments: unknown[]) => ({
  body: { availableAppointments: { type: 'success', appointments } },
});
const dates = { body: { type: 'success', dates: [] } };

// The list makes several calls before it shows; on a busy machine they take more than a second.
configure({ asyncUtilTimeout: 5000 });

describe('appointment list', () => {
  describe('given an anonymous visitor on the private list', () => {
    it('should link each time to the anonymous reservation page with the way back', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': timesInSpan(appointment(42, '2030-01-15T08:00:00.000Z')),
      });
      renderApp('/en/booking/private-customer?startDate=2030-01-15');

      const link = await screen.findByRole('link', { name: /^Book 10:00 on .* 15\.1\.2030, Anna Lahtinen/ });

      expect(link).toHaveAttribute(
        'href',
        `/en/anonymous-users/reserve/42?from=${encodeURIComponent('/en/booking/private-customer?startDate=2030-01-15')}`,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Book as a private customer' })).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Book as a private customer – Aava'));
    });

    it('should rewrite the address on a filter change without reading the session again', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': timesInSpan(appointment(42, '2030-01-15T08:00:00.000Z')),
      });
      const { router } = renderApp('/en/booking/private-customer?startDate=2030-01-15');
      await screen.findByRole('link', { name: /^Book 10:00/ });

      await userEvent.click(screen.getByRole('tab', { name: 'Evening 16–21' }));

      await waitFor(() => expect(router.state.location.search).toBe('?startDate=2030-01-15&time=evening'));
      await waitFor(() =>
        expect(server.requests.filter((r) => r.path === '/api/appointments').at(-1)?.query.timeOfDay).toBe(
          'evening',
        ),
      );
      expect(server.requests.filter((request) => request.path === '/api/session')).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/en/booking/private-customer');
    });
  });

  describe('given a signed-in person on the kela65 list', () => {
    it('should link to the reservation page with kela65 and show the specialty fixed', async () => {
      const session = signedIn('fi');
      fakeServer({
        'GET /api/session': { body: { ...session, session: { ...session.session, features: ['kela65'] } } },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': timesInSpan(appointment(7, '2030-01-15T08:00:00.000Z')),
      });
      renderApp('/fi/ajanvaraus/kela65?startDate=2030-01-15');

      const link = await screen.findByRole('link', { name: /^Varaa 10\.00/ });

      expect(link.getAttribute('href')).toMatch(/^\/fi\/varaa\/7\?kela65=true&from=/);
      expect(screen.getByRole('combobox', { name: 'Erikoisala' })).toBeDisabled();
    });
  });

  describe('given the search fails', () => {
    it('should apologise and search again on Retry', async () => {
      let calls = 0;
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': (request) => {
          calls += 1;
          return calls === 1
            ? { status: 500, body: { type: 'unknownError' } }
            : timesInSpan(appointment(42, '2030-01-15T08:00:00.000Z'))(request);
        },
      });
      renderApp('/en/booking/private-customer?startDate=2030-01-15');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry – Could not search for appointments, try again later',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

      expect(await screen.findByRole('link', { name: /^Book 10:00/ })).toBeVisible();
    });
  });

  describe('given a full page of times', () => {
    it('should load the next page from where the first ended on Show more, and again after a failure', async () => {
      const firstPage = Array.from({ length: appointmentPageSize }, (_, index) =>
        appointment(
          100 + index,
          `2030-01-15T${String(6 + Math.floor(index / 4)).padStart(2, '0')}:${String((index % 4) * 15).padStart(2, '0')}:00.000Z`,
        ),
      );
      let laterCalls = 0;
      const server = fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': (request) => {
          if (request.query.offset === '0') return timesInSpan(...firstPage)(request);
          laterCalls += 1;
          return laterCalls === 1
            ? { status: 500, body: { type: 'unknownError' } }
            : found(appointment(999, '2030-01-16T08:00:00.000Z'));
        },
      });
      renderApp('/en/booking/private-customer?startDate=2030-01-15');
      await screen.findAllByRole('link', { name: /^Book \d/ });

      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

      expect(await screen.findByText('Could not load more appointments.')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));

      expect(await screen.findByRole('link', { name: /^Book 10:00 on .* 16\.1\.2030/ })).toBeVisible();
      expect(screen.getAllByRole('link', { name: /^Book \d/ })).toHaveLength(appointmentPageSize + 1);
      // The days before the chosen one had nothing; the chosen day's part went on from where it ended.
      const offsets = server.requests
        .filter((request) => request.path === '/api/appointments')
        .map((request) => request.query.offset);
      expect(offsets).toEqual(['0', '0', String(appointmentPageSize), String(appointmentPageSize)]);
    });
  });

  describe('given nothing matches', () => {
    it('should search a month further and suggest the days found', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': (request) =>
          (request.query.endDate ?? '') < '2030-02-15' || (request.query.startDate ?? '') > '2030-02'
            ? found()
            : found(appointment(1, '2030-02-20T08:00:00.000Z'), appointment(2, '2030-02-20T09:00:00.000Z')),
      });
      const { router } = renderApp('/en/booking/private-customer?startDate=2030-01-15');

      const day = await screen.findByRole('button', { name: 'Show times from 20.2.2030' });

      expect(screen.getByRole('heading', { name: 'No appointments match the criteria' })).toBeVisible();
      expect(screen.getAllByRole('button', { name: /^Show times from/ })).toHaveLength(1);
      // The days before the chosen one, the chosen day on, and a month further.
      const searches = server.requests.filter((request) => request.path === '/api/appointments');
      expect(searches).toHaveLength(3);
      await userEvent.click(day);
      await waitFor(() => expect(router.state.location.search).toBe('?startDate=2030-02-20'));
    });
  });
});

describe('occupational list', () => {
  describe('given nobody signed in', () => {
    it('should ask to sign in and come back', async () => {
      const session = signedOut('en');
      fakeServer({
        'GET /api/session': {
          body: { ...session, session: { ...session.session, features: ['ohc-appointment-search'] } },
        },
      });
      const { router } = renderApp('/en/booking/occupational-healthcare');

      await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
      expect(router.state.location.search).toBe(
        `?next=${encodeURIComponent('/en/booking/occupational-healthcare')}`,
      );
    });
  });

  describe('given a contract without online booking, with the phone service', () => {
    it('should show the customer service phone', async () => {
      const session = signedIn('en');
      fakeServer({
        'GET /api/session': {
          body: { ...session, session: { ...session.session, features: ['ohc-appointment-search'] } },
        },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': {
          status: 403,
          body: { type: 'webReservationNotAllowed' },
        },
        'GET /api/appointments': { status: 403, body: { type: 'webReservationNotAllowed' } },
        'GET /api/user': {
          body: {
            type: 'success',
            patient: {
              firstName: 'Jussi',
              lastName: 'Nieminen',
              obfuscatedPersonalIdentityCode: '090699-****',
              postalAddress: { street: 'Katu 1', postalCode: '00100', postOffice: 'Helsinki' },
              email: null,
              phoneNumber: null,
              language: 'en',
              patientDataConsentFormUpdated: null,
              isUserCreditWorthy: true,
              patientConcepts: [],
              occupational: {
                employerName: 'Firma Oy',
                includesWebReservation: false,
                contractProductIds: ['phone-service'],
              },
            },
            person: { obfuscatedPersonalIdentityCode: '090699-****', givenName: null, familyName: null },
          },
        },
      });
      renderApp('/en/booking/occupational-healthcare');

      expect(
        await screen.findByRole('heading', { name: 'Occupational healthcare phone service' }),
      ).toBeVisible();
      const notice = screen.getByText('Online booking is not included in your agreement').closest('[role]');
      expect(within(notice as HTMLElement).getByRole('link', { name: 'Call 0303 0303' })).toHaveAttribute(
        'href',
        'tel:+3583030303',
      );
    });
  });

  describe('given no agreement', () => {
    it('should offer booking as a private customer', async () => {
      const session = signedIn('fi');
      fakeServer({
        'GET /api/session': {
          body: { ...session, session: { ...session.session, features: ['ohc-appointment-search'] } },
        },
        'GET /api/appointments/filter-options': { body: options },
        'GET /api/appointments/available-appointment-dates': dates,
        'GET /api/appointments': { status: 403, body: { type: 'noOccupationalHealthcare' } },
      });
      renderApp('/fi/ajanvaraus/tyoterveys');

      expect(await screen.findByRole('link', { name: 'Varaa aika yksityisasiakkaana' })).toHaveAttribute(
        'href',
        '/fi/ajanvaraus/yksityisasiakas',
      );
    });
  });
});
