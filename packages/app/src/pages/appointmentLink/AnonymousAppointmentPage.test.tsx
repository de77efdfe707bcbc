import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';
import { ownAppointment } from '../appointments/testData';

const linked = (status = 'success') => ({
  body: {
    type: 'success',
    status,
    // Due now: check-in is open, and only a call cancels the time.
    appointment: { ...ownAppointment(), selfCheckInStatus: 'allowed', cancel: 'call' },
  },
});

describe('anonymous appointment link', () => {
  describe('given a time within the cancellation deadline', () => {
    it('should offer the call to customer service, not a log-in that could not cancel it', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('fi') },
        'GET /api/anon/appointments/NTAxX2FiYw': linked(),
      });
      renderApp('/fi/oma-varaus/NTAxX2FiYw');

      const call = await screen.findByRole('link', { name: '0303 0303' });
      expect(call).toHaveAttribute('href', 'tel:+3583030303');
      expect(call.parentElement).toHaveTextContent(
        'Aika on niin lähellä, ettei sitä voi enää perua verkossa. Jos et pääse, soita asiakaspalveluumme 0303 0303.',
      );
      expect(screen.queryByRole('link', { name: 'Kirjaudu sisään perumaan' })).toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Varattu aika' })).toBeVisible();
    });
  });

  describe('given a check-in that needs the patient data consent', () => {
    it('should lead through sign-in to the consent tab, and from there back to the appointment', async () => {
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/anon/appointments/NTAxX2FiYw': linked(),
        'POST /api/anon/check-in': { body: { type: 'confidentiality-form-not-filled' } },
      });
      renderApp('/en/my-appointment/NTAxX2FiYw');
      await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
      await userEvent.keyboard('9024');

      const link = await screen.findByRole('link', { name: 'Log in to give your consent' });
      const signIn = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(signIn.pathname).toBe('/oauth/authenticate');
      const next = new URL(signIn.searchParams.get('next') ?? '', 'http://localhost');
      expect(next.pathname).toBe('/en/my-information');
      expect(next.searchParams.get('tab')).toBe('consent');
      expect(JSON.parse(next.searchParams.get('saveAction') ?? 'null')).toEqual({
        type: 'go-to-view-appointment-page',
        path: '/en/appointment/501',
      });
    });
  });

  describe('given a wrong end part with tries left', () => {
    function serverTurningDownFirst() {
      const tries: unknown[] = [];
      fakeServer({
        'GET /api/session': { body: signedOut('en') },
        'GET /api/anon/appointments/NTAxX2FiYw': linked(),
        'POST /api/anon/check-in': (request) => {
          tries.push(request.body);
          return {
            body: tries.length === 1 ? { type: 'ssnEndPartMismatch', triesLeft: 4 } : { type: 'success' },
          };
        },
      });
      renderApp('/en/my-appointment/NTAxX2FiYw');
      return tries;
    }
    const character = (n: number) =>
      screen.getByRole('textbox', { name: `Character ${n} of 4` }) as HTMLInputElement;

    async function typeWrongCode() {
      await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
      await userEvent.keyboard('4444');
      expect(
        await screen.findByText(
          'The final part of the personal identity code is incorrect. Please check and try again.',
        ),
      ).toBeVisible();
    }

    it('should empty the boxes, put focus on the first and say how many tries are left', async () => {
      serverTurningDownFirst();
      await typeWrongCode();

      expect([1, 2, 3, 4].map((n) => character(n).value)).toEqual(['', '', '', '']);
      expect(document.activeElement).toBe(character(1));
      expect(screen.getByText('4 tries left. After that, check-in is locked for a while.')).toBeVisible();
    });

    it('should send the retyped code as typed and check in', async () => {
      const tries = serverTurningDownFirst();
      await typeWrongCode();
      await userEvent.keyboard('4333');

      expect(await screen.findByText('You have checked in. Please wait to be called.')).toBeVisible();
      expect(tries).toEqual([
        { appointmentId: 'NTAxX2FiYw', ssnEndPart: '4444' },
        { appointmentId: 'NTAxX2FiYw', ssnEndPart: '4333' },
      ]);
    });

    it('should fill every box from a pasted code and send it once', async () => {
      const tries = serverTurningDownFirst();
      await typeWrongCode();
      await userEvent.paste('4333');

      expect(await screen.findByText('You have checked in. Please wait to be called.')).toBeVisible();
      expect(tries).toEqual([
        { appointmentId: 'NTAxX2FiYw', ssnEndPart: '4444' },
        { appointmentId: 'NTAxX2FiYw', ssnEndPart: '4333' },
      ]);
    });
  });

  it('should tell a person locked out by too many tries how long to wait', async () => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/anon/appointments/NTAxX2FiYw': linked(),
      'POST /api/anon/check-in': { status: 429, body: { type: 'tooManyRequests' } },
    });
    renderApp('/en/my-appointment/NTAxX2FiYw');

    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    await userEvent.keyboard('9025');

    expect(
      await screen.findByText('Too many tries. Please try again in 30 minutes or see the receptionist.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 404, body: { type: 'appointmentNotFound' } }, 'Appointment not found'],
    [linked('appointment-already-cancelled'), 'Appointment cancelled'],
  ])('should show %j as "%s"', async (answer, text) => {
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/anon/appointments/NTAxX2FiYw': answer,
    });
    renderApp('/en/my-appointment/NTAxX2FiYw');

    expect(await screen.findByText(text)).toBeVisible();
  });
});
