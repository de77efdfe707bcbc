import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';

const prescription = (id: number, medicineName: string) => ({
  id,
  medicineName,
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
});

describe('the prescriptions page', { timeout: 30_000 }, () => {
  describe('given Maija selects a medicine on a phone', () => {
    it('should keep "Renew selected" in sight at the bottom of the screen', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/prescriptions': {
          body: {
            type: 'success',
            renewal: 'enabled',
            prescriptions: [prescription(3, 'Amlodipin Orion'), prescription(4, 'Bisoprolol')],
          },
        },
      });
      renderApp('/en/prescriptions');

      const basket = await screen.findByRole('region', { name: 'Selected for renewal' }, { timeout: 15_000 });
      expect(basket).not.toHaveAttribute('data-selected');

      await userEvent.click(
        screen.getByRole('checkbox', { name: 'Select Amlodipin Orion 5 mg for renewal' }),
      );

      expect(screen.getByRole('link', { name: 'Renew selected' })).toBeVisible();
      // The state that holds the basket at the bottom of a phone's screen; the story
      // PrescriptionList SelectedOnPhone checks the position itself in a browser.
      expect(basket).toHaveAttribute('data-selected', 'true');
    });
  });
});
