import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';

configure({ asyncUtilTimeout: 5000 });

const options = {
  type: 'success',
  clinics: [
    { id: 'ESP1', name: 'Espoo Tapiola', municipality: 'Espoo', isRemote: false },
    { id: 'HKI1', name: 'Helsinki Kamppi', municipality: 'Helsinki', isRemote: false },
    { id: 'VAN1', name: 'Vantaa Tikkurila', municipality: 'Vantaa', isRemote: false },
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
const nothing = { body: { availableAppointments: { type: 'success', appointments: [] } } };
const dates = { body: { type: 'success', dates: [] } };

describe('an empty list of a chosen practitioner at a chosen clinic', () => {
  it("should suggest the practitioner's other clinics and all clinics", async () => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/appointments/filter-options': { body: options },
      'GET /api/appointments/available-appointment-dates': dates,
      'GET /api/appointments': nothing,
      'GET /api/appointments/practitioner-clinics': {
        body: { type: 'success', clinicIds: ['ESP1', 'HKI1'] },
      },
    });
    const { router } = renderApp(
      '/en/booking/private-customer?startDate=2030-01-15&clinicIds=ESP1&practitionerIds=p1&includeRemote=true',
    );

    const helsinki = await screen.findByRole('button', { name: 'Search Helsinki Kamppi' });

    expect(screen.queryByRole('button', { name: 'Search Espoo Tapiola' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search all clinics' })).toBeVisible();
    await userEvent.click(helsinki);
    await waitFor(() => expect(router.state.location.search).toContain('clinicIds=HKI1'));
  });
});

describe('a search at an Espoo clinic', () => {
  it('should search the clinics of Helsinki and Vantaa too', async () => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/appointments/filter-options': { body: options },
      'GET /api/appointments/available-appointment-dates': dates,
      'GET /api/appointments': nothing,
    });
    renderApp('/en/booking/private-customer?startDate=2030-01-15&clinicIds=ESP1');

    await screen.findByRole('heading', { name: 'No appointments match the criteria' });

    // The fake server keeps one value per query name; the called address keeps them all.
    const calls = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([url]) =>
      String(url),
    );
    const search = new URL(
      calls.find((url) => url.startsWith('/api/appointments?')) ?? '',
      'http://portal.test',
    );
    expect(search.searchParams.getAll('clinicIds')).toEqual(['ESP1', 'HKI1', 'VAN1']);
  });
});

describe('a list with one specialty chosen', () => {
  it("should show the specialty's reservation information", async () => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/appointments/filter-options': { body: options },
      'GET /api/appointments/available-appointment-dates': dates,
      'GET /api/appointments': nothing,
      'GET /api/appointments/specialty': {
        body: {
          type: 'success',
          specialty: {
            id: 'YLE',
            cmsContent: {
              title: 'General practitioner',
              appointmentReservationInfo: 'Book for sudden illness.',
            },
          },
        },
      },
    });
    renderApp('/en/booking/private-customer?startDate=2030-01-15&specialtyIds=YLE');

    expect(await screen.findByText('About General practitioner')).toBeVisible();
    expect(screen.getByText('Book for sudden illness.')).toBeVisible();
  });
});
