import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn, signedOut } from '../../../test/sessions';
import { appointmentAnswer, maija, reservedAnswer, userAnswer } from './testData';

const address = '/en/reserve/4101?from=%2Fen%2Fbooking%2Fprivate-customer';

describe('signed-in reservation page', { timeout: 20_000 }, () => {
  describe('given Maija and a free time', () => {
    it('should show the page in the specification order and book with the csrf token', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'POST /api/reserve-appointment': reservedAnswer,
      });
      renderApp(address);

      const contact = await screen.findByRole('region', { name: 'Your contact information' });
      expect(within(contact).getByText('maija.virtanen@example.fi')).toBeVisible();
      expect(screen.getByText('Before you book')).toBeVisible();
      expect(screen.getByText(/from €89\.00/)).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Book' }));

      const confirmed = await screen.findByRole('heading', {
        level: 1,
        name: 'Your appointment is reserved',
      });
      // The confirmation takes focus in an effect after it shows.
      await waitFor(() => expect(confirmed).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Cancel the appointment' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
        'download',
        'appointment-9001.ics',
      );
      const post = server.requests.find((request) => request.method === 'POST');
      expect(post?.query).toEqual({ csrfToken: 'csrf-maija', lang: 'en' });
      expect(post?.body).toEqual({
        internalOrganization: 'aava',
        appointmentId: 4101,
        emailAddress: 'maija.virtanen@example.fi',
        phone: '+358401234567',
        healthCareType: 'private',
      });
    });

    it('should wait with Book while the contact form is open', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

      const book = screen.getByRole('button', { name: 'Book' });
      expect(book).toBeDisabled();
      expect(book).toHaveAccessibleDescription(/Save unfinished changes before continuing/);
    });

    it('should save the contact details with PUT and show them read-only again', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'PUT /api/user': { body: { type: 'success', patient: { ...maija, email: 'maija@example.fi' } } },
      });
      renderApp(address);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const email = screen.getByRole('textbox', { name: 'E-mail' });
      await user.clear(email);
      await user.type(email, 'maija@example.fi');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('maija@example.fi')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        streetAddress: 'Mannerheimintie 1 A 2',
        postalCode: '00100',
        postOffice: 'Helsinki',
        emailAddress: 'maija@example.fi',
        phoneNumber: '+358401234567',
      });
    });

    it.each([
      ['tooManyReservations', 409, 'You have too many reservations'],
      ['treatmentChainCreationFailed', 500, 'Booking with direct reimbursement failed'],
      ['somethingElse', 500, 'Something went wrong. Please try again.'],
    ])('given the server answers %s, should say so', async (type, status, words) => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'POST /api/reserve-appointment': { status, body: { type } },
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(words);
    });

    it('given the time was taken meanwhile, should say it is already reserved with the way back', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'POST /api/reserve-appointment': { status: 409, body: { type: 'appointmentNotAvailable' } },
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'The appointment has already been reserved' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the appointments' })).toHaveAttribute(
        'href',
        '/en/booking/private-customer',
      );
    });
  });

  describe('given Book answers that consent is required', () => {
    it('should show the consent form again', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'POST /api/reserve-appointment': { status: 403, body: { type: 'patientDataConsentRequired' } },
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));

      expect(await screen.findByRole('region', { name: 'Processing of patient data' })).toBeVisible();
    });
  });

  describe('given Book answers that the patient information conflicts', () => {
    it('should say so and offer strong identification back to the page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(),
        'POST /api/reserve-appointment': { status: 409, body: { type: 'patientInfoConflict' } },
      });
      renderApp(address);

      await userEvent.click(await screen.findByRole('button', { name: 'Book' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The name and the personal identity code do not match',
      );
      expect(
        screen.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/oauth\/authenticate\?lang=en&next=%2Fen%2Freserve%2F4101/),
      );
    });
  });

  describe('given a person who never filled the consent form', () => {
    it('should ask for consent first, post it, then show the booking page', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer({ ...maija, patientDataConsentFormUpdated: null }),
        'POST /api/user/consent': { body: { type: 'success' } },
      });
      renderApp(address);

      const save = await screen.findByRole('button', { name: 'Save and continue' });
      expect(save).toBeDisabled();
      await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the privacy policy' }));
      await userEvent.click(screen.getByRole('checkbox', { name: /I consent to the processing/ }));
      await userEvent.click(save);

      expect(await screen.findByRole('button', { name: 'Book' })).toBeEnabled();
      const post = server.requests.find((request) => request.method === 'POST');
      expect(post?.query).toEqual({ csrfToken: 'csrf-maija', lang: 'en' });
      expect(post?.body).toEqual({
        allowsCommonRegistry: false,
        allowsViewingOccupationalInformation: false,
        allowsMarketingMail: false,
        allowsTreatmentInstructionsMail: false,
        allowsBookingSms: false,
        dataProcessingAccepted: true,
        privacyPolicyRead: true,
      });
    });
  });

  describe('given a person without a patient record', () => {
    it('should show the registration form with the names from the identification', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer(null),
      });
      renderApp(address);

      expect(await screen.findByRole('heading', { name: 'Register as a customer' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Maija');
      expect(screen.getByText('150385-****')).toBeVisible();
    });
  });

  describe('given a person who is not credit-worthy', () => {
    it('should show Booking interrupted with the billing department', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
        'GET /api/user': userAnswer({ ...maija, isUserCreditWorthy: false }),
      });
      renderApp(address);

      expect(await screen.findByRole('alert')).toHaveTextContent('Booking interrupted');
      expect(screen.getByRole('link', { name: 'Phone 0303 0305' })).toHaveAttribute('href', 'tel:03030305');
      expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    });
  });

  describe('given an occupational time of a specialist', () => {
    it('should ask to confirm the contract and the referral before Book', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer({ specialtyId: 'GYN' }),
        'GET /api/user': userAnswer({ ...maija, isUserCreditWorthy: false }),
      });
      renderApp('/en/reserve/4101/occupational-healthcare');

      const box = await screen.findByRole('checkbox', {
        name: /covers this visit and that I have a doctor’s referral/,
      });
      expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled();
      await userEvent.click(box);
      expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
    });
  });

  describe('given a kela65 time for a person under 65', () => {
    it('should show the kela65 notice and the fixed price', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/appointments/4101': appointmentAnswer({ kindId: 'Y65P' }),
        'GET /api/user': userAnswer(),
      });
      renderApp('/en/reserve/4101?kela65=true');

      expect(await screen.findByText('Kela reimbursement is for customers aged 65 or over')).toBeVisible();
      expect(screen.getByText('€28.20')).toBeVisible();
    });
  });

  describe('given nobody signed in', () => {
    it('should ask for strong identification returning to the same page', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/appointments/4101': appointmentAnswer(),
      });
      renderApp('/en/reserve/4101?kela65=true');

      expect(
        await screen.findByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute('href', '/oauth/authenticate?lang=en&next=%2Fen%2Freserve%2F4101%3Fkela65%3Dtrue');
    });
  });
});
