import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

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

describe('prescription renewal', () => {
  describe('given Maija has not answered every question', () => {
    it('should name the answer still missing on the disabled Send, until it is given', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/prescriptions': {
          body: { type: 'success', renewal: 'enabled', prescriptions: [prescription] },
        },
      });
      renderApp('/en/prescription-renewal/3');

      const send = await screen.findByRole('button', { name: 'Send' }, { timeout: 15_000 });
      expect(send).toBeDisabled();
      expect(send).toHaveAccessibleDescription(
        'First fill all fields in the form. Still to answer about Amlodipin Orion 5 mg: What do you use this medicine for?',
      );

      await userEvent.type(
        screen.getByRole('textbox', { name: 'What do you use this medicine for?' }),
        'Blood pressure',
      );

      expect(send).toHaveAccessibleDescription(
        'First fill all fields in the form. Still to answer about Amlodipin Orion 5 mg: Has the medicine run out?',
      );
    });
  });
});
