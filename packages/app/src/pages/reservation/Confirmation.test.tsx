import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Reply } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { appointmentAnswer, reservedAnswer, userAnswer } from './testData';

const address = '/en/reserve/4101?from=%2Fen%2Fbooking%2Fprivate-customer';

/** Maija books the time 4101 and gets to the confirmation; the cancel call answers `cancelled`. */
async function bookedWith(cancelled: Reply) {
  const server = fakeServer({
    'GET /api/session': { body: signedIn('en') },
    'GET /api/appointments/4101': appointmentAnswer(),
    'GET /api/user': userAnswer(),
    'POST /api/reserve-appointment': reservedAnswer,
    'DELETE /api/appointments/4101': cancelled,
  });
  renderApp(address);
  await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
  await screen.findByRole('heading', { level: 1, name: 'Your appointment is reserved' });
  return server;
}

async function cancelFromTheConfirmation() {
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the appointment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
}

describe('cancelling from the confirmation', { timeout: 20_000 }, () => {
  describe('given Maija confirms the cancellation', () => {
    it('should delete the time with the csrf token and offer a new booking', async () => {
      const server = await bookedWith({ body: { type: 'success' } });
      await cancelFromTheConfirmation();

      expect(await screen.findByText('Appointment canceled')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Book a new time' })).toHaveAttribute(
        'href',
        '/en/booking/private-customer',
      );
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
      const deleted = server.requests.find((request) => request.method === 'DELETE');
      expect(deleted).toMatchObject({ path: '/api/appointments/4101', query: { csrfToken: 'csrf-maija' } });
    });
  });

  describe('given the time is within the cancellation deadline', () => {
    it('should name the brand’s hours and customer service number', async () => {
      await bookedWith({ status: 409, body: { type: 'cancelTooLate' } });
      await cancelFromTheConfirmation();

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service 0303 0303.',
      );
    });
  });

  describe('given the server fails', () => {
    it('should say that cancelling failed and name customer service', async () => {
      await bookedWith({ status: 500, body: { type: 'internalError' } });
      await cancelFromTheConfirmation();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('An error occurred while canceling the appointment');
      expect(alert).toHaveTextContent('Please call our customer service 0303 0303.');
      expect(screen.queryByText('Appointment canceled')).toBeNull();
    });
  });
});
