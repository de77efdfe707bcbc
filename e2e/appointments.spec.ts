import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageReady } from './pageReady';
import { signInTo } from './signInAs';

// A patient's own appointments over the running app and the demo data (docs/demo.md): Maija's front
// page, her appointments, the reason for a visit, check-in and cancelling.

const futureLinks = (page: Page) =>
  page.getByRole('region', { name: 'Future appointments' }).getByRole('link');

test.describe('own appointments', () => {
  test('Maija saves a reason, checks in, meets the deadline and cancels', async ({ page }) => {
    await signInTo(page, '150385-9024', '/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aava, Maija' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Appointments' }).getByRole('link').first()).toBeVisible();

    // Every section of the front page has its own 'Show all'.
    await page.getByRole('region', { name: 'Appointments' }).getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/en\/appointments$/);
    // Soonest first: checked in, due now, within the deadline, remote, cancelled by the clinic, two later.
    await futureLinks(page).nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Reason for visit' }).fill('Sore throat for three days');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Preliminary information saved successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByText('You have checked in.')).toBeVisible();

    // The list is read again after each change: pick from the list as it is now.
    await page.getByRole('link', { name: 'All appointments' }).click();
    await pageReady(page);
    await futureLinks(page).nth(2).click();
    // Within the deadline: told at once, with no confirm to answer first.
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByText(
        'Failed to cancel appointment. The appointment is in less than 24 hours. Please call our customer service 0303 0303.',
      ),
    ).toBeVisible();

    await page.getByRole('link', { name: 'All appointments' }).click();
    await pageReady(page);
    await futureLinks(page).last().click();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page.getByText('Appointment canceled')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
  });
});
