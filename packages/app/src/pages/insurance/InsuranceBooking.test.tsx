import { type AppointmentWire, brandConfig, type PatientConcept } from '@portal/domain';
import { I18nProvider } from '@portal/ui';
import { exampleAppointment } from '@portal/ui/examples';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { signedIn } from '../../../test/sessions';
import { createQueryClient } from '../../api/queryClient';
import { type Portal, PortalContext } from '../../router/PortalContext';
import { InsuranceBooking, type InsuranceBookingReport } from './InsuranceBooking';

// The shared example time, moved to the Wednesday after the tests' now (Sunday 22 November 2026).
const appointment: AppointmentWire = { ...exampleAppointment, startDate: '2026-11-25T08:00:00.000Z' };

const features = ['lahitapiola-insurance-flow', 'pohjola-company-insurance-flow'];

function renderSection(
  address: string,
  options: {
    concepts?: PatientConcept[];
    underage?: boolean;
    isRemote?: boolean;
    features?: string[];
  } = {},
) {
  const answer = signedIn('en');
  const portal: Portal = {
    lang: 'en',
    page: 'reserveInsurance',
    session: { ...answer.session, features: options.features ?? features },
    user: answer.user,
    brand: brandConfig('general'),
  };
  const onChange = vi.fn<(report: InsuranceBookingReport) => void>();
  const element = (
    <I18nProvider lang="en">
      <PortalContext.Provider value={portal}>
        <InsuranceBooking
          appointment={{ ...appointment, isRemote: options.isRemote ?? false }}
          patientConcepts={options.concepts ?? []}
          underage={options.underage ?? false}
          onChange={onChange}
        />
      </PortalContext.Provider>
    </I18nProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={createQueryClient({ noRetries: true })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const lastReport = () => onChange.mock.lastCall?.[0];
  return { router, onChange, lastReport };
}

async function chooseInsurer(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Insurance company/ }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

const page = '/en/reserve/1001/insurance';

describe('InsuranceBooking', () => {
  describe('given nothing chosen', () => {
    it('should report the insurer as missing and offer only the four insurers', async () => {
      const { lastReport } = renderSection(page);
      expect(lastReport()?.choice).toEqual({
        company: null,
        reimbursement: null,
        directCompensationConsent: false,
      });
      await userEvent.click(screen.getByRole('button', { name: /Insurance company/ }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'If',
        'LähiTapiola',
        'OP (Pohjola)',
        'Other',
      ]);
    });
  });

  describe('given If with direct reimbursement', () => {
    it('should add the concept only after the consent, then report it ready', async () => {
      const server = fakeServer({ 'POST /api/concepts': { body: { type: 'success' } } });
      const { lastReport } = renderSection(page);
      await chooseInsurer('If');
      expect(screen.getByText('Payment type is required information')).toBeVisible();

      await userEvent.click(screen.getByRole('radio', { name: /Direct reimbursement/ }));
      expect(screen.getByText('Direct reimbursement is required information')).toBeVisible();
      expect(server.requests).toEqual([]);

      await userEvent.click(screen.getByRole('checkbox', { name: /I authorise the clinic/ }));
      await waitFor(() => expect(lastReport()?.concept).toBe('ready'));
      expect(server.requests).toEqual([
        { method: 'POST', path: '/api/concepts', query: { csrfToken: 'csrf-maija' }, body: { code: '7102' } },
      ]);
      expect(lastReport()?.extras).toMatchObject({
        conceptCode: '7102',
        description: '22.11.2026 Asiakkaan ilmoittama vakuutusyhtiö: If',
      });
      expect(lastReport()?.choice).toEqual({
        company: 'IF',
        reimbursement: 'USE_REIMBURSEMENT',
        directCompensationConsent: true,
      });
    });

    it('should send a concept the patient already has without adding it', async () => {
      const server = fakeServer({});
      const { lastReport } = renderSection(page, {
        concepts: [{ code: '7101', directReimbursementAllowed: false }],
      });
      await chooseInsurer('If');
      await userEvent.click(screen.getByRole('radio', { name: /I pay the visit/ }));
      expect(lastReport()?.concept).toBe('ready');
      expect(server.requests).toEqual([]);
    });
  });

  describe('given adding the concept fails', () => {
    it('should show the generic error and report the failure', async () => {
      fakeServer({ 'POST /api/concepts': { status: 404, body: { type: 'conceptNotFound' } } });
      const { lastReport } = renderSection(page);
      await chooseInsurer('If');
      await userEvent.click(screen.getByRole('radio', { name: /I pay the visit/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Apologies! Something went wrong...');
      // The section reports to the page in an effect after it shows.
      await waitFor(() => expect(lastReport()?.concept).toBe('failed'));
    });
  });

  describe('given the insurer does not allow the patient its direct reimbursement', () => {
    it('should say so, ask for another payment type, and report the refusal', async () => {
      fakeServer({ 'POST /api/concepts': { status: 409, body: { type: 'directReimbursementError' } } });
      const { lastReport } = renderSection(page);
      await chooseInsurer('If');
      await userEvent.click(screen.getByRole('radio', { name: /Direct reimbursement/ }));
      await userEvent.click(screen.getByRole('checkbox', { name: /I authorise the clinic/ }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Booking with direct reimbursement failed');
      expect(alert).toHaveTextContent('Choose another payment method');
      await waitFor(() => expect(lastReport()?.concept).toBe('refused'));
    });
  });

  describe('given a remote appointment and If', () => {
    it('should not let company reimbursement be picked', async () => {
      renderSection(page, { isRemote: true });
      await chooseInsurer('If');
      expect(screen.getByRole('radio', { name: /Company reimbursement/ })).toBeDisabled();
    });
  });

  describe('given LähiTapiola and no policy', () => {
    it('should say insurance not found and let the person continue self-paying', async () => {
      const server = fakeServer({
        'GET /api/insurance/lahitapiola-policy-check': {
          body: { type: 'success', hasHealthcarePolicy: false },
        },
        'POST /api/concepts': { body: { type: 'success' } },
      });
      const { lastReport } = renderSection(page);
      await chooseInsurer('LähiTapiola');
      expect(lastReport()?.identificationPending).toBe(true);
      await userEvent.click(screen.getByRole('checkbox', { name: /I consent to my insurance/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Insurance not found');
      await userEvent.click(screen.getByRole('button', { name: 'Continue self-paying' }));
      await waitFor(() => expect(lastReport()?.concept).toBe('ready'));
      expect(lastReport()?.identificationPending).toBe(false);
      expect(lastReport()?.extras.conceptCode).toBe('7201');
      expect(server.requests.map((request) => request.path)).toEqual([
        '/api/insurance/lahitapiola-policy-check',
        '/api/concepts',
      ]);
    });
  });

  describe('given the partner site allowed a permit', () => {
    const back = `${page}?from=%2Fen%2Fbooking%2Finsurance&referrer=lahitapiola&status=directcompensationallowed`;

    it('should fetch the permits, show them and remove the return from the address', async () => {
      fakeServer({
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': {
          body: {
            type: 'success',
            directCompensationPermits: [
              { contentHash: 'lt-1', symptom: 'Knee pain', bodyPart: 'Right knee', validTo: '2027-03-31' },
            ],
          },
        },
        'POST /api/concepts': { body: { type: 'success' } },
      });
      const { router, lastReport } = renderSection(back);

      await userEvent.click(await screen.findByRole('radio', { name: /Knee pain, Right knee/ }));
      expect(router.state.location.search).toBe('?from=%2Fen%2Fbooking%2Finsurance');
      expect(screen.getByRole('link', { name: 'Apply for a new permit at LähiTapiola' })).toHaveAttribute(
        'href',
        `/api/insurance/lahitapiola-apply-permit?redirectTo=${encodeURIComponent(
          `${page}?from=%2Fen%2Fbooking%2Finsurance`,
        )}&channel=w&lang=en`,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Continue with this permit' }));
      await waitFor(() => expect(lastReport()?.concept).toBe('ready'));
      expect(lastReport()?.extras).toMatchObject({ conceptCode: '7202', dcpContentHash: 'lt-1' });
    });
  });

  describe('given the partner site granted a permit the person did not have', () => {
    it('should bring the section into view with the new permit chosen', async () => {
      const permit = (contentHash: string, symptom: string) => ({
        contentHash,
        symptom,
        bodyPart: 'Right knee',
        validTo: '2027-03-31',
      });
      fakeServer({
        'GET /api/insurance/lahitapiola-policy-check': {
          body: { type: 'success', hasHealthcarePolicy: true },
        },
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': {
          body: { type: 'success', directCompensationPermits: [permit('lt-1', 'Knee pain')] },
        },
      });
      const before = renderSection(page);
      await chooseInsurer('LähiTapiola');
      await userEvent.click(screen.getByRole('checkbox', { name: /I consent to my insurance/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await screen.findByRole('radio', { name: /Knee pain/ });
      before.router.dispose();
      document.body.innerHTML = '';

      fakeServer({
        'GET /api/insurance/lahitapiola-direct-compensation-permits/en': {
          body: {
            type: 'success',
            directCompensationPermits: [permit('lt-1', 'Knee pain'), permit('lt-2', 'Knee swelling')],
          },
        },
      });
      renderSection(`${page}?referrer=lahitapiola&status=directcompensationallowed`);

      expect(await screen.findByRole('radio', { name: /Knee swelling/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: /Knee pain/ })).not.toBeChecked();
      expect(screen.getByRole('heading', { level: 2, name: 'Insurance' })).toHaveFocus();
    });
  });

  describe('given an underage customer and LähiTapiola', () => {
    it('should show only the underage note', async () => {
      fakeServer({ 'POST /api/concepts': { body: { type: 'success' } } });
      const { lastReport } = renderSection(page, { underage: true });
      await chooseInsurer('LähiTapiola');
      expect(screen.getByText('Direct compensation is for adults')).toBeVisible();
      expect(lastReport()?.identificationPending).toBe(false);
    });
  });

  describe('given OP and a personal insurance', () => {
    it('should verify after the consent and report it found', async () => {
      const server = fakeServer({
        'GET /api/insurance/pohjola-check/2026-11-25': { body: { type: 'success', hasInsurance: true } },
        'POST /api/concepts': { body: { type: 'success' } },
      });
      const { lastReport } = renderSection(page, { features: ['lahitapiola-insurance-flow'] });
      await chooseInsurer('OP (Pohjola)');
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
      await userEvent.click(screen.getByRole('checkbox', { name: 'I give my consent for data disclosure' }));
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Insurance verified')).toBeVisible();
      await waitFor(() => expect(lastReport()?.extras.conceptCode).toBe('7302'));
      expect(server.requests[0]?.path).toBe('/api/insurance/pohjola-check/2026-11-25');
    });

    it('should say the check failed and offer try again when the insurer does not answer', async () => {
      fakeServer({
        'GET /api/insurance/pohjola-check/2026-11-25': { status: 503, body: { type: 'insurerUnavailable' } },
        'POST /api/concepts': { body: { type: 'success' } },
      });
      renderSection(page, { features: [] });
      await chooseInsurer('OP (Pohjola)');
      await userEvent.click(screen.getByRole('checkbox', { name: 'I give my consent for data disclosure' }));
      await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Verification failed.We could not verify your insurance.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });
});
