import { exampleThreadSummaries } from '@portal/ui/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type SeenRequest } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { messagingCustomer, signedIn, signedOut } from '../../../test/sessions';
import { ownAppointment } from '../appointments/testData';
import { userAnswer } from '../reservation/testData';

const prescription = {
  id: 3,
  medicineName: 'Amlodipin Orion',
  strength: '5 mg',
  issuedDate: '2026-10-02',
  isRenewable: true,
  medicineType: 'Tabletti',
  packageUnit: 'kpl',
  packageSize: 100,
  packageCount: 1,
  treatmentLength: null,
  treatmentLengthUnit: null,
  totalAmount: '100 tablettia',
  dosageGuide: '1 tabletti aamulla',
  usageGuide: 'Verenpaineeseen',
};

/** The messaging API as the front page reads it: the first page of threads, and the unread count. */
function messaging(request: SeenRequest) {
  return String((request.body as { query: string }).query).includes('threads')
    ? { body: { data: { threads: { totalCount: 4, paginatedThreads: exampleThreadSummaries } } } }
    : { body: { data: { unreadCount: 1 } } };
}

const lists = (future = [ownAppointment()], past = [ownAppointment({ id: 400 })]) => ({
  body: { type: 'success', future, past },
});

describe('front page', () => {
  describe.each([
    ['/fi', 'fi', 'general', 'Tervetuloa Aavaan, Maija', 'Etusivu – Aava'],
    ['/fi', 'fi', 'children', 'Tervetuloa Pikkujättiin, Maija', 'Etusivu – Pikkujätti'],
    ['/sv', 'sv', 'general', 'Välkommen till Aava, Maija', 'Startsida – Aava'],
    ['/en', 'en', 'children', 'Welcome to Pikkujätti, Maija', 'Front page – Pikkujätti'],
  ] as const)('given Maija signed in at %s (%s, %s brand)', (address, lang, brand, heading, title) => {
    it(`should welcome her with "${heading}" in the page language`, async () => {
      fakeServer({
        'GET /api/session': { body: signedIn(lang, brand) },
        'GET /api/own-appointments': lists(),
      });
      renderApp(address);

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.documentElement.lang).toBe(lang));
      await waitFor(() => expect(document.title).toBe(title));
    });
  });

  it('should show her name on the user menu in the header', async () => {
    fakeServer({ 'GET /api/session': { body: signedIn('en') }, 'GET /api/own-appointments': lists() });
    renderApp('/en');

    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('button', { name: 'Maija Virtanen' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    expect(screen.getByRole('main')).toBeVisible();
  });

  describe('given a register with all of her given names', () => {
    it('should name her by the first given name in the shell and in the welcome', async () => {
      const answer = signedIn('fi');
      fakeServer({
        'GET /api/session': { body: { ...answer, user: { firstName: 'Maija Liisa', lastName: 'Virtanen' } } },
        'GET /api/own-appointments': lists(),
      });
      renderApp('/fi');

      expect(await screen.findByRole('button', { name: 'Maija Virtanen' })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tervetuloa Aavaan, Maija');
    });
  });

  describe('given Maija with an appointment ahead', () => {
    it('should show the built sections: her appointment, her latest visits and prescriptions', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists(),
        'GET /api/visits': {
          body: {
            type: 'success',
            visits: [
              {
                id: 7,
                dateTime: '2026-11-02T08:00:00+02:00',
                practitioner: { name: 'Anna Lahtinen' },
                specialty: { name: 'General practice' },
                diagnoses: [],
              },
            ],
          },
        },
        'GET /api/prescriptions': {
          body: { type: 'success', renewal: 'enabled', prescriptions: [prescription] },
        },
      });
      renderApp('/en');

      const section = await screen.findByRole('region', { name: 'Appointments' });
      expect(await within(section).findByRole('link', { name: /General practice/ })).toHaveAttribute(
        'href',
        '/en/appointment/501',
      );
      expect(within(section).getByRole('link', { name: 'Show all' })).toHaveAttribute(
        'href',
        '/en/appointments',
      );
      const visits = screen.getByRole('region', { name: 'Visits' });
      expect(await within(visits).findByRole('link', { name: /Anna Lahtinen/ })).toHaveAttribute(
        'href',
        '/en/visits/7',
      );
      const prescriptions = screen.getByRole('region', { name: 'Prescriptions' });
      expect(await within(prescriptions).findByText('Amlodipin Orion 5 mg')).toBeVisible();
      expect(within(prescriptions).getByRole('link', { name: 'Renew prescriptions' })).toHaveAttribute(
        'href',
        '/en/prescriptions',
      );
    });
  });

  describe('given Maija with an unread answer from the clinic', () => {
    const openWithMessaging = () => {
      fakeServer({
        'GET /api/session': { body: messagingCustomer('en') },
        'GET /api/own-appointments': lists(),
        'POST /api/customer-messaging': messaging,
      });
      renderApp('/en');
    };

    it('should list her latest conversations with the answer marked unread, each leading to it', async () => {
      openWithMessaging();

      const section = await screen.findByRole('region', { name: 'Conversations' });
      const answer = await within(section).findByRole('link', { name: /^Laboratoriotulokset/ });
      expect(answer).toHaveAttribute('href', '/en/conversations/12');
      expect(answer).toHaveTextContent('Unread');
      expect(within(section).getByRole('link', { name: /^Yskä flunssan jälkeen/ })).not.toHaveTextContent(
        'Unread',
      );
      // A conversation without a title is named as the list names it.
      expect(within(section).getByRole('link', { name: /^Conversation/ })).toHaveAttribute(
        'href',
        '/en/conversations/10',
      );
      expect(within(section).queryByText('No conversations')).not.toBeInTheDocument();
    });

    it('should carry the unread count on the menu button', async () => {
      openWithMessaging();

      expect(await screen.findByRole('button', { name: 'Menu 1 unread' })).toBeInTheDocument();
    });
  });

  describe('given Maija with lab results, an open questionnaire and an imaging result', () => {
    it('should list them in their sections, newest first, each leading to its page', async () => {
      const referral = {
        id: 9,
        title: 'Laboratory referral',
        description: 'Paastoverikokeet',
        creationDate: '2026-11-14',
        validUntil: '2027-05-14',
        practitioner: { id: 'p1', name: 'Laura Lahtinen', isResource: false, pictureUrl: null },
        patientInstructionsUrl: null,
      };
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists(),
        'GET /api/laboratory': {
          body: {
            type: 'success',
            referrals: [referral],
            results: [
              {
                date: '2026-11-13',
                fullName: 'Maija Virtanen',
                items: [
                  { code: 'CHOL', displayName: 'Cholesterol', isReady: true },
                  { code: 'GLUC', displayName: 'Glucose', isReady: false },
                ],
              },
            ],
          },
        },
        'GET /api/questionnaires': {
          body: {
            type: 'success',
            status: 'ok',
            newTaskItems: [
              {
                id: 31,
                title: 'Health survey',
                sentDate: '2026-11-10',
                validUntilDate: null,
                answeredAt: null,
              },
            ],
            answerItems: [],
          },
        },
        'GET /api/imaging/referrals': { body: { type: 'success', referrals: [] } },
        'GET /api/imaging/results': {
          body: {
            type: 'success',
            results: [{ id: 4, imagingDate: '2026-09-17', examinationName: 'Chest X-ray' }],
          },
        },
      });
      renderApp('/en');

      const laboratory = await screen.findByRole('region', { name: 'Lab results and referrals' });
      const labLinks = await within(laboratory).findAllByRole('link', { name: /2026/ });
      expect(labLinks[0]).toHaveTextContent('Laboratory referral14.11.2026 · Laura Lahtinen');
      expect(labLinks[0]).toHaveAttribute('href', '/en/laboratoryreferral/9');
      expect(labLinks[1]).toHaveTextContent('Cholesterol, Glucose13.11.2026 · Results pending');
      expect(labLinks[1]).toHaveAttribute('href', '/en/laboratoryresult/2026-11-13');
      const questionnaires = screen.getByRole('region', { name: 'Questionnaires' });
      expect(await within(questionnaires).findByRole('link', { name: /Health survey/ })).toHaveTextContent(
        'Waiting for your answer',
      );
      const imaging = screen.getByRole('region', { name: 'Imaging' });
      expect(await within(imaging).findByRole('link', { name: /Chest X-ray/ })).toHaveAttribute(
        'href',
        '/en/imaging/2026-09-17',
      );
    });
  });

  describe('given surveys in maintenance', () => {
    it('should say the questionnaires section is unavailable', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists(),
        'GET /api/questionnaires': { body: { type: 'success', status: 'maintenance-mode' } },
      });
      renderApp('/en');

      const questionnaires = await screen.findByRole('region', { name: 'Questionnaires' });
      expect(
        await within(questionnaires).findByText('This section is temporarily unavailable'),
      ).toBeVisible();
    });
  });

  describe('given the address carries the SMS login onboarding parameter', () => {
    const mfa = (status: string) => ({
      body: { type: 'success', status, phoneNumber: null, nextAttempt: null },
    });

    it('should offer her phone number for SMS login and send the code to it', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists(),
        'GET /api/mfa': mfa('user-has-no-verified-mfa-device'),
        'GET /api/user': userAnswer(),
        'POST /api/mfa-onboarding': { body: { type: 'success' } },
      });
      renderApp('/en?mfa-onboarding');

      const prompt = await screen.findByRole('region', { name: 'SMS login' });
      expect(within(prompt).getByRole('textbox', { name: 'Phone number for the codes' })).toHaveValue(
        '+358401234567',
      );
      await userEvent.click(within(prompt).getByRole('button', { name: 'Send code' }));

      expect(await within(prompt).findByText('We sent a code to +358401234567.')).toBeVisible();
      expect(server.requests.find((r) => r.path === '/api/mfa-onboarding')?.body).toEqual({
        phoneNumber: '+358401234567',
      });
    });

    it('should show nothing and drop the parameter when SMS login is on already', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists(),
        'GET /api/mfa': mfa('enabled'),
        'GET /api/user': userAnswer(),
      });
      const { router } = renderApp('/en?mfa-onboarding');

      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('region', { name: 'SMS login' })).not.toBeInTheDocument();
    });
  });

  describe('given the address carries the cancellation marker', () => {
    it('should show "Appointment canceled" and drop the marker from the address', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') }, 'GET /api/own-appointments': lists() });
      const { router } = renderApp('/en?appointment-cancelled');

      expect(await screen.findByText('Appointment canceled')).toBeVisible();
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });
  });

  describe('given a person with no appointments or other events', () => {
    it('should lead to the new-customer page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists([], []),
        'GET /api/new-customer': { body: { type: 'success', newCustomer: true } },
      });
      const { router } = renderApp('/en');

      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/en/new-customer');
      expect(screen.getByRole('link', { name: 'Book an appointment online' })).toHaveAttribute(
        'href',
        '/en/booking',
      );
    });
  });

  describe('given Aino, with no appointments but visits, prescriptions and vaccinations', () => {
    it('should show her front page, not the new-customer welcome', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': lists([], []),
        'GET /api/new-customer': { body: { type: 'success', newCustomer: false } },
      });
      const { router } = renderApp('/en');

      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Aava, Maija');
      await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
      expect(router.state.location.pathname).toBe('/en');
      expect(screen.getByRole('navigation', { name: /menu|main/i })).toBeVisible();
    });
  });

  describe('given a person identified at the bank with no patient record', () => {
    it('should welcome them as a new customer, not show the signed-out front door', async () => {
      const identified = signedIn('en');
      fakeServer({ 'GET /api/session': { body: { ...identified, user: null } } });
      const { router } = renderApp('/en');

      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/en/new-customer');
      expect(screen.queryByRole('link', { name: /Log in with bank credentials/ })).toBeNull();
    });
  });

  describe.each([
    [
      '/fi',
      'fi',
      'Tervetuloa Aavaan',
      'Varaa aika',
      '/fi/ajanvaraus',
      'Kirjaudu pankkitunnuksilla tai mobiilivarmenteella',
    ],
    [
      '/sv',
      'sv',
      'Välkommen till Aava',
      'Boka tid',
      '/sv/tidsbokning',
      'Logga in med bankkoder eller mobilcertifikat',
    ],
    [
      '/en',
      'en',
      'Welcome to Aava',
      'Book an appointment',
      '/en/booking',
      'Log in with bank credentials or mobile certificate',
    ],
  ] as const)(
    'given a visitor who is not signed in at %s',
    (address, lang, heading, book, bookHref, logIn) => {
      it('should offer booking first and log-in beside it', async () => {
        fakeServer({ 'GET /api/session': { body: signedOut(lang) } });
        renderApp(address);

        expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
        const main = screen.getByRole('main');
        const links = within(main).getAllByRole('link');
        expect(links.map((link) => link.textContent)).toEqual([book, logIn]);
        expect(links[0]).toHaveAttribute('href', bookHref);
        expect(within(main).getByRole('region', { name: book })).toBeVisible();
      });
    },
  );
});
