import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedOut } from '../../../test/sessions';
import { ownAppointment } from '../appointments/testData';

const linked = (status = 'success') => ({
  body: { type: 'success', status, appointment: { ...ownAppointment(), selfCheckInStatus: 'allowed' } },
});

describe('anonymous appointment link', () => {
  it('should check in with the end part after one wrong try', async () => {
    const tries: unknown[] = [];
    fakeServer({
      'GET /api/session': { body: signedOut('en') },
      'GET /api/anon/appointments/NTAxX2FiYw': linked(),
      'POST /api/anon/check-in': (request) => {
        tries.push(request.body);
        return { body: { type: tries.length === 1 ? 'ssnEndPartMismatch' : 'success' } };
      },
    });
    renderApp('/en/my-appointment/NTAxX2FiYw');

    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    await userEvent.keyboard('9025');
    expect(
      await screen.findByText(
        'The final part of the personal identity code is incorrect. Please check and try again.',
      ),
    ).toBeVisible();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}9024');

    expect(await screen.findByText('You have checked in. Please wait to be called.')).toBeVisible();
    expect(tries[0]).toEqual({ appointmentId: 'NTAxX2FiYw', ssnEndPart: '9025' });
    expect(tries).toHaveLength(2);
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
