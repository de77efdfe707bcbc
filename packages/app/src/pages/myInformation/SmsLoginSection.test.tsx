import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';

/** A server that turns down the first code of the phone verification with two tries left. */
function serverTurningDownFirstCode() {
  const answers: unknown[] = [];
  const server = fakeServer({
    'GET /api/session': { body: signedIn('en') },
    'GET /api/user': userAnswer(),
    'GET /api/mfa': {
      body: {
        type: 'success',
        status: 'user-has-no-verified-mfa-device',
        phoneNumber: null,
        nextAttempt: null,
      },
    },
    'POST /api/mfa': { body: { type: 'success' } },
    'POST /api/mfa-onboarding': { body: { type: 'success' } },
    'PUT /api/mfa-onboarding': (request) => {
      answers.push(request.body);
      return {
        body: answers.length === 1 ? { type: 'mfa-challenge-failed', triesLeft: 2 } : { type: 'mfa-ok' },
      };
    },
  });
  renderApp('/en/my-information');
  return { answers, server };
}

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` }) as HTMLInputElement;

async function turnOn() {
  // SMS login loads apart from the page; on a cold start that takes a while.
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Use SMS login' }, { timeout: 15_000 }));
  await screen.findByText('We sent a code to +358401234567.');
}

async function typeWrongCode() {
  await turnOn();
  await userEvent.click(digit(1));
  await userEvent.keyboard('4444');
  expect(await screen.findByText('Identification failed')).toBeVisible();
}

describe('SMS login on my information', { timeout: 30_000 }, () => {
  describe('given Maija turns it on', () => {
    it('should send the code to her number at once, without asking her to press Send', async () => {
      const { server } = serverTurningDownFirstCode();
      await turnOn();

      expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
      const sent = server.requests.filter((request) => request.method === 'POST');
      expect(sent.map((request) => [request.path, request.body])).toEqual([
        ['/api/mfa', { action: 'enable' }],
        ['/api/mfa-onboarding', { phoneNumber: '+358401234567' }],
      ]);
    });
  });

  describe('given the right code', () => {
    it('should say SMS login is on in a toast that stays after the box has faded and gone', async () => {
      serverTurningDownFirstCode();
      await typeWrongCode();
      await userEvent.keyboard('4333');

      const notifications = await screen.findByRole('region', { name: 'Notifications' });
      expect(await within(notifications).findByText('SMS login is now on.')).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Digit 1 of 4' })).toBeNull());
      await waitFor(() => expect(screen.getAllByText('SMS login is now on.')).toHaveLength(1));
      expect(within(notifications).getByText('SMS login is now on.')).toBeVisible();
    });
  });

  describe('given a wrong code while turning it on', () => {
    it('should empty the boxes, put focus on the first and say how many tries are left', async () => {
      serverTurningDownFirstCode();
      await typeWrongCode();

      expect([1, 2, 3, 4].map((n) => digit(n).value)).toEqual(['', '', '', '']);
      expect(document.activeElement).toBe(digit(1));
      expect(
        screen.getByText('2 tries left with this code. After that, start again from the beginning.'),
      ).toBeVisible();
    });

    it('should send the retyped code as typed', async () => {
      const { answers } = serverTurningDownFirstCode();
      await typeWrongCode();
      await userEvent.keyboard('4333');

      expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent(
        'SMS login is now on.',
      );
      expect(answers).toEqual([
        { challengeResponseFromUser: ['4', '4', '4', '4'] },
        { challengeResponseFromUser: ['4', '3', '3', '3'] },
      ]);
    });

    it('should fill every box from a pasted code and send it once', async () => {
      const { answers } = serverTurningDownFirstCode();
      await typeWrongCode();
      await userEvent.paste('4333');

      expect(await screen.findByRole('region', { name: 'Notifications' })).toHaveTextContent(
        'SMS login is now on.',
      );
      expect(answers).toEqual([
        { challengeResponseFromUser: ['4', '4', '4', '4'] },
        { challengeResponseFromUser: ['4', '3', '3', '3'] },
      ]);
    });
  });
});
