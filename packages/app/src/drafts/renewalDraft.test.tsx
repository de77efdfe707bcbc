import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn } from '../../test/sessions';

const prescriptions = {
  type: 'success',
  renewal: 'enabled',
  prescriptions: [
    {
      id: 1,
      medicineName: 'Cetirizin Sandoz',
      strength: '10 mg',
      issuedDate: '2026-10-02',
      isRenewable: true,
      medicineType: 'Tabletti',
      packageUnit: 'kpl',
      packageSize: 30,
      packageCount: 3,
      treatmentLength: null,
      treatmentLengthUnit: null,
      totalAmount: '90 tablettia',
      dosageGuide: '1 tabletti päivässä tarvittaessa',
      usageGuide: 'Allergiaoireisiin',
    },
  ],
};

const routes = {
  'GET /api/session': { body: signedIn('en') },
  'GET /api/prescriptions': { body: prescriptions },
};

describe('a draft of a prescription renewal', () => {
  afterEach(() => sessionStorage.clear());

  describe('given Maija signing in again after her session ended mid-request', () => {
    it('should give her back her answers for the same prescriptions', async () => {
      fakeServer(routes);
      renderApp('/en/prescription-renewal/1');
      await userEvent.type(await screen.findByRole('textbox', { name: /Other medicines/ }), 'Vitamin D');
      cleanup();
      fakeServer(routes);

      renderApp('/en/prescription-renewal/1');

      expect(await screen.findByRole('textbox', { name: /Other medicines/ })).toHaveValue('Vitamin D');
    });
  });
});
