import { i18nObject } from '@portal/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';
import { appointmentAnswer, reservedAnswer } from './testData';

const address = '/en/anonymous-users/reserve/4101?from=%2Fen%2Fbooking%2Fprivate-customer%3Ftime%3Dmorning';

async function fillIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Personal identity code' }), '150385-9024');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maija');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '040 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maija.virtanen@example.fi');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the booking terms' }));
  return user;
}

// Typing a whole form takes a few seconds on a busy machine.
describe('anonymous reservation page', { timeout: 20_000 }, () => {
  describe('given a free ordinary time', () => {
    it('should show the summary and keep Reserve disabled until the form holds', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
      });
      renderApp(address);

      expect(await screen.findByRole('region', { name: 'Your appointment' })).toHaveTextContent(
        'Anna Lahtinen',
      );
      expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeDisabled();
      await fillIn();
      expect(screen.getByRole('button', { name: 'Reserve the appointment' })).toBeEnabled();
    });

    it('should send the normalised details and show the confirmation', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': reservedAnswer,
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your appointment is reserved' }),
      ).toBeVisible();
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        internalOrganization: 'aava',
        appointmentId: 4101,
        ssn: '150385-9024',
        firstName: 'Maija',
        lastName: 'Virtanen',
        phone: '+358401234567',
        emailAddress: 'maija.virtanen@example.fi',
      });
      expect(screen.queryByRole('button', { name: 'Cancel the appointment' })).toBeNull();
    });

    it('should show the confirmation again, not "no longer available", when the person comes back to the time', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': reservedAnswer,
      });
      renderApp(address);
      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));
      await screen.findByRole('heading', { level: 1, name: 'Your appointment is reserved' });
      cleanup();
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': { status: 409, body: { type: 'appointmentNotAvailable' } },
      });

      renderApp(address);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your appointment is reserved' }),
      ).toBeVisible();
      expect(screen.queryByText('The appointment is no longer available')).toBeNull();
    });

    it('should warn when the phone is left empty', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
      });
      renderApp(address);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('textbox', { name: 'Mobile phone' }));
      await user.tab();

      expect(
        screen.getByText('Without a phone number we cannot send you a reminder of the appointment.'),
      ).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(
        'Please provide a phone number',
      );
    });
  });

  describe('given the server does not know the person', () => {
    it('should ask to register as a customer through strong identification', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 403, body: { type: 'noPatient' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      const link = await screen.findByRole('link', { name: 'Register as a customer' });
      expect(link.getAttribute('href')).toMatch(
        /^\/oauth\/authenticate\?lang=en&next=%2Fen%2Freserve%2F4101/,
      );
      expect(screen.queryByRole('textbox', { name: 'Personal identity code' })).toBeNull();
    });
  });

  describe('given a name that does not match the identity code', () => {
    it('should keep the form, say why and offer log-in beside it', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 409, body: { type: 'patientInfoConflict' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The name and the personal identity code do not match');
      expect(
        within(alert)
          .getByRole('link', { name: 'Log in with bank credentials or mobile certificate' })
          .getAttribute('href'),
      ).toMatch(/^\/oauth\/authenticate\?lang=en&next=%2Fen%2Freserve%2F4101/);
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maija');
    });
  });

  describe('given the person has too many reservations', () => {
    it('should keep the form and say so', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 409, body: { type: 'tooManyReservations' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('You have too many reservations');
      expect(screen.getByRole('textbox', { name: 'Personal identity code' })).toHaveValue('150385-9024');
    });
  });

  describe('given the form was tried too often', () => {
    it('should keep the form and ask to wait', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 429, body: { type: 'tooManyRequests' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
      expect(screen.getByRole('textbox', { name: 'Personal identity code' })).toHaveValue('150385-9024');
    });
  });

  describe('given the server says the time needs identification', () => {
    it('should switch to the login prompt', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 403, body: { type: 'authenticationRequired' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      expect(
        await screen.findByText('This appointment can be reserved only after strong identification.'),
      ).toBeVisible();
    });
  });

  describe('given a person who is not credit-worthy', () => {
    it('should show Booking interrupted instead of the form', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'POST /api/anon/reserve-appointment': { status: 403, body: { type: 'notCreditWorthy' } },
      });
      renderApp(address);

      const user = await fillIn();
      await user.click(screen.getByRole('button', { name: 'Reserve the appointment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Booking interrupted');
      expect(screen.queryByRole('button', { name: 'Reserve the appointment' })).toBeNull();
    });
  });

  describe('given a time that requires identification', () => {
    it('should show the login prompt instead of the form', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer({ requiresAuthToReserve: true }),
      });
      renderApp(address);

      expect(
        await screen.findByText('This appointment can be reserved only after strong identification.'),
      ).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
    });
  });

  describe('given the children brand and a time that requires identification', () => {
    it('should ask whom the booking is for, and lead a guardian to the guardian sign-in', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en', 'children') },
        'GET /api/appointments/4101': appointmentAnswer({ requiresAuthToReserve: true }),
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'For my child, as a guardian' }));

      // The guardian signs in through the transaction path, and comes back to the same time.
      const login = screen.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' });
      expect(login.getAttribute('href')).toMatch(/^\/en\/hpa\/register\?next=%2Fen%2Freserve%2F4101/);
    });
  });

  describe('given a time that is gone', () => {
    it('should say it is no longer available and lead back to the same search', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': { status: 404, body: { type: 'appointmentNotFound' } },
      });
      renderApp(address);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'The appointment is no longer available' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the appointments' })).toHaveAttribute(
        'href',
        '/en/booking/private-customer?time=morning',
      );
    });
  });

  describe('given a time another patient has just reserved', () => {
    it('should show the already-reserved page, not that the time was removed', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': { status: 409, body: { type: 'appointmentNotAvailable' } },
      });
      renderApp(address);

      const words = i18nObject('en').reservation.unavailable;
      expect(
        await screen.findByRole('heading', { level: 1, name: words.alreadyReservedTitle() }),
      ).toBeVisible();
      expect(screen.queryByText('The appointment is no longer available')).toBeNull();
      expect(screen.getByRole('link', { name: 'Back to the appointments' })).toHaveAttribute(
        'href',
        '/en/booking/private-customer?time=morning',
      );
    });
  });

  describe('given a signed-in visitor', () => {
    it('should go on to the signed-in reservation page of the same time', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') } });
      const { router } = renderApp(address);

      await expect.poll(() => router.state.location.pathname).toBe('/en/reserve/4101');
    });
  });
});
