import type { Page } from '@playwright/test';
import { expectNoAxeFindings, scanWithOpen, screens } from './axeScans';
import { expect, test } from './fixtures';
import { identifyFor } from './signInAs';

// The reservation pages with every popup of the page open before a scan, on a desktop and a phone:
// the anonymous form's booking terms, the insurance section's insurer choice and the signed-in
// shell's menu. Nothing is booked here (the cancel dialog of a confirmation is scanned open in
// bookingUx.spec.ts, which books and cancels).

const day = 24 * 3600 * 1000;

/** A free ordinary time of the list `flags` name, a few days on. */
async function freeTime(page: Page, flags: Record<string, string> = {}): Promise<number> {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    lang: 'en',
    ...flags,
  });
  const answer = (await (await page.request.get(`/api/appointments?${params}`)).json()) as {
    availableAppointments: {
      appointments: { id: number; isRemote: boolean; requiresAuthToReserve: boolean }[];
    };
  };
  const time = answer.availableAppointments.appointments.find((t) => !t.isRemote && !t.requiresAuthToReserve);
  if (time === undefined) throw new Error('no free time');
  return time.id;
}

for (const screen of screens) {
  test.describe(`the reservation pages on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('the anonymous form with its booking terms open (en)', async ({ page }) => {
      await page.goto('/en');
      await page.goto(`/en/anonymous-users/reserve/${await freeTime(page)}`);
      await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expectNoAxeFindings(page);
      await scanWithOpen(
        page,
        () => page.getByRole('button', { name: 'Read the booking terms' }).click(),
        page.getByRole('dialog'),
      );
    });

    test('the insurance section with its insurer choice and the shell menu open (en)', async ({ page }) => {
      await page.goto('/en');
      const path = `/en/reserve/${await freeTime(page, { isInsuranceCustomer: 'true' })}/insurance`;
      await identifyFor(page, '150385-9024', path);
      const insurer = page.getByRole('button', { name: /Insurance company/ });
      await expect(insurer).toBeVisible();
      await expectNoAxeFindings(page);

      await scanWithOpen(page, () => insurer.click(), page.getByRole('listbox'));
      // A chosen insurer shows the reimbursement choice: the page is scanned with it too.
      await insurer.click();
      await page.getByRole('listbox').getByRole('option', { name: 'If', exact: true }).click();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expectNoAxeFindings(page);

      const banner = page.getByRole('banner');
      if (screen.name === 'phone') {
        await scanWithOpen(
          page,
          () => banner.getByRole('button', { name: 'Menu' }).click(),
          page.getByRole('dialog'),
        );
      } else {
        await scanWithOpen(
          page,
          () => banner.getByRole('button', { name: /Maija/ }).click(),
          page.getByRole('menu'),
        );
      }
    });
  });
}
