import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';
import { ownAppointment } from './testData';

const one = (fields = {}) => ({ body: { type: 'success', appointments: [ownAppointment(fields)] } });

describe('appointment page', () => {
  describe('given Maija opens one of her appointments', () => {
    it('should show it and cancel it after asking, then show the front page with the toast', async () => {
      const { requests } = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': one(),
        'DELETE /api/appointments/501': { body: { type: 'success' } },
        'GET /api/own-appointments': { body: { type: 'success', future: [], past: [ownAppointment()] } },
      });
      const { router } = renderApp('/en/appointment/501');

      await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

      expect(await screen.findByText('Appointment canceled')).toBeVisible();
      expect(router.state.location.pathname).toBe('/en');
      expect(requests.find((r) => r.method === 'DELETE')?.query).toEqual({ csrfToken: 'csrf-maija' });
      // The cancellation is told to the tag manager's data layer, with nothing of the appointment.
      const layer = (window as { dataLayer?: { event: string }[] }).dataLayer ?? [];
      expect(layer.map((entry) => entry.event)).toContain('appointmentCancelled');
    });

    it('should name the deadline hours when the cancel comes too late', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': one(),
        'DELETE /api/appointments/501': { status: 409, body: { type: 'cancelTooLate' } },
      });
      renderApp('/en/appointment/501');

      await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));

      const call = await screen.findByRole('link', { name: '0303 0303' });
      expect(call).toHaveAttribute('href', 'tel:+3583030303');
      expect(call.parentElement).toHaveTextContent(
        'Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service 0303 0303.',
      );
      expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    });

    it('should say at once that a time within the deadline is cancelled by a call, sending nothing', async () => {
      const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toISOString();
      const { requests } = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': one({ startDate: inTwoHours }),
      });
      renderApp('/en/appointment/501');

      await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));

      expect(
        await screen.findByText(
          'Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service',
          { exact: false },
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: '0303 0303' })).toHaveAttribute('href', 'tel:+3583030303');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    });

    it('should check in to a due time and tell the room', async () => {
      let checkedIn = false;
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': () =>
          checkedIn
            ? one({ selfCheckInStatus: 'checkedIn', room: { location: 'Room 214' }, mayCancel: false })
            : one({ selfCheckInStatus: 'allowed' }),
        'POST /api/appointments/check-in/501': () => {
          checkedIn = true;
          return { body: { type: 'Success' } };
        },
      });
      renderApp('/en/appointment/501');

      await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));

      expect(await screen.findByText('Your room: Room 214')).toBeVisible();
    });

    it('should save the reason for the visit after the fixed prefix', async () => {
      const { requests } = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': one(),
        'POST /api/appointments/501/arrival-reason': { body: { type: 'success' } },
      });
      renderApp('/en/appointment/501');

      await userEvent.type(await screen.findByRole('textbox', { name: 'Reason for visit' }), 'Sore throat');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Preliminary information saved successfully')).toBeVisible();
      await waitFor(() =>
        expect(requests.find((r) => r.path.endsWith('arrival-reason'))?.body).toEqual({
          arrivalReason: 'Asiakkaan itse kirjoittama saapumissyy: Sore throat',
        }),
      );
    });
  });

  describe('given Maija checks in before giving her patient data consent', () => {
    it('should send her to the consent tab and, once saved, back to the appointment', async () => {
      const { requests } = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/501': one({ selfCheckInStatus: 'allowed' }),
        'POST /api/appointments/check-in/501': { body: { type: 'ConfidentialityFormNotFilled' } },
        'GET /api/user': userAnswer(),
        'GET /api/user/consent': { body: { type: 'success', consent: null } },
        'POST /api/user/consent': { body: { type: 'success' } },
      });
      const { router } = renderApp('/en/appointment/501');

      await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
      const link = await screen.findByRole('link', { name: 'Fill in the consent form' });
      const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(target.pathname).toBe('/en/my-information');
      expect(target.searchParams.get('tab')).toBe('consent');
      expect(JSON.parse(target.searchParams.get('saveAction') ?? 'null')).toEqual({
        type: 'go-to-view-appointment-page',
        path: '/en/appointment/501',
      });

      await userEvent.click(link);
      await userEvent.click(await screen.findByRole('checkbox', { name: 'I have read the privacy policy' }));
      await userEvent.click(screen.getByRole('checkbox', { name: /I consent to the processing/ }));
      await userEvent.click(screen.getByRole('button', { name: /^Save/ }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/en/appointment/501'));
      expect(
        requests.filter((request) => request.path === '/api/user/consent' && request.method === 'POST'),
      ).toHaveLength(1);
      expect(await screen.findByRole('button', { name: 'Check in' })).toBeVisible();
    });
  });

  describe('given an id that is not hers', () => {
    it('should say the appointment could not be found', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments/999': { status: 404, body: { type: 'appointmentNotFound' } },
      });
      renderApp('/en/appointment/999');

      expect(await screen.findByText('The appointment could not be found')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Reserve a new time' })).toHaveAttribute('href', '/en/booking');
    });
  });

  describe('given nobody signed in', () => {
    it('should lead to the log-in page and back', async () => {
      fakeServer({ 'GET /api/session': { body: signedOut('en') } });
      const { router } = renderApp('/en/appointment/501');

      await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
      expect(router.state.location.search).toBe('?next=%2Fen%2Fappointment%2F501');
    });
  });
});

describe('appointments page', () => {
  it('should list her future times with the deadline hours of the brand', async () => {
    fakeServer({
      'GET /api/session': { body: signedIn('sv', 'children') },
      'GET /api/own-appointments': { body: { type: 'success', future: [ownAppointment()], past: [] } },
    });
    renderApp('/sv/tidsbokningar');

    expect(await screen.findByText(/senast 12 timmar/)).toBeVisible();
    const future = await screen.findByRole('region', { name: 'Kommande tidsbokningar' });
    expect(await within(future).findByRole('link')).toHaveAttribute('href', '/sv/bokning/501');
  });
});
