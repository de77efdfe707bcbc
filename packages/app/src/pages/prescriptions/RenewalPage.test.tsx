import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

const amlodipin = {
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

/** Answers every question of the English form for Amlodipin, then presses Send. */
async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: /Other medicines you use regularly/ }),
    'D-vitamiini',
  );
  await user.type(screen.getByRole('textbox', { name: /What do you use this medicine for/ }), 'Verenpaine');
  await user.click(
    within(screen.getByRole('radiogroup', { name: /Has the medicine run out/ })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.type(screen.getByRole('textbox', { name: /How much of the medicine is left/ }), 'Viikon annos');
  await user.click(
    within(screen.getByRole('radiogroup', { name: /Have you had side effects/ })).getByRole('radio', {
      name: 'No',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the prescription renewal page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('given Maija has sent as many renewals as the clinic takes for now', () => {
    it('should tell her when she can send again, keeping the form', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/prescriptions': {
          body: { type: 'success', renewal: 'enabled', prescriptions: [amlodipin] },
        },
        'POST /api/prescriptions/renewal': {
          status: 429,
          headers: { 'retry-after': '3600' },
          body: { type: 'tooManyRequests' },
        },
      });
      renderApp('/en/prescription-renewal/3');
      await fillAndSend();

      // An hour after 14.00 Helsinki time.
      expect(
        await screen.findByText(
          'You have sent many renewal requests in a short time. You can send again on 22.11.2026 at 15:00.',
        ),
      ).toBeVisible();
      expect(screen.queryByText('Prescription renewal failed.')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /What do you use this medicine for/ })).toHaveValue(
        'Verenpaine',
      );
    });
  });

  describe('given renewals are switched off for maintenance', () => {
    it('should say renewals are offline, not that the prescriptions cannot be found', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/prescriptions': {
          body: { type: 'success', renewal: 'maintenance', prescriptions: [amlodipin] },
        },
      });
      renderApp('/en/prescription-renewal/3');

      expect(await screen.findByText('Prescription renewals are temporarily offline')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prescription renewal');
      expect(screen.queryByText('The prescriptions could not be found')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to prescriptions' })).toHaveAttribute(
        'href',
        '/en/prescriptions',
      );
    });
  });

  describe('given a renewal sent at the children’s brand, which has no conversations', () => {
    it('should say where the answer comes, and lead to no conversations page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en', 'children') },
        'GET /api/prescriptions': {
          body: { type: 'success', renewal: 'enabled', prescriptions: [amlodipin] },
        },
        'POST /api/prescriptions/renewal': { body: { type: 'success', threadId: 41 } },
      });
      renderApp('/en/prescription-renewal/3');
      await fillAndSend();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Your renewal request has been sent' }),
      ).toBeVisible();
      expect(screen.getByText(/The renewed prescription appears on the prescriptions page/)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Go to conversations' })).not.toBeInTheDocument();
    });
  });
});
