import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { identifyFor } from './signInAs';

const day = 24 * 3600 * 1000;

/** Free times from three days on (past the binding threshold), read as the list pages read them. */
async function freeTimes(page: Page, query: Record<string, string> = {}) {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    lang: 'en',
    ...query,
  });
  const response = await page.request.get(`/api/appointments?${params}`);
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as {
    availableAppointments: {
      appointments: { id: number; specialtyId: string; requiresAuthToReserve: boolean }[];
    };
  };
  return answer.availableAppointments.appointments.filter((time) => !time.requiresAuthToReserve);
}

/** Signs in through the development identity provider and comes back to `next`. */
/** A free private time, different for each test so that they do not race for one. */
async function privateTime(page: Page, pick: number): Promise<number> {
  const times = await freeTimes(page);
  const time = times[pick % times.length];
  if (time === undefined) throw new Error('no free private times');
  return time.id;
}

test.describe('reserving one time', () => {
  test('Maija reserves without logging in and sees the confirmation', async ({ page }) => {
    await page.goto('/en');
    const id = await privateTime(page, 2);
    await page.goto(
      `/en/anonymous-users/reserve/${id}?from=${encodeURIComponent('/en/booking/private-customer')}`,
    );

    await expect(page.getByRole('region', { name: 'Your appointment' })).toBeVisible();
    const reserve = page.getByRole('button', { name: 'Reserve the appointment' });
    await expect(reserve).toBeDisabled();
    await page.getByRole('textbox', { name: 'Personal identity code' }).fill('150385-9024');
    await page.getByRole('textbox', { name: 'First name' }).fill('Maija');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Virtanen');
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('040 123 4567');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('maija.virtanen@example.fi');
    // react-aria keeps the box's input visually hidden: the label is what a person clicks.
    await page.getByText('I accept the booking terms', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'I accept the booking terms' })).toBeChecked();
    await reserve.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('download', /\.ics$/);
  });

  test('Maija signs in, books and cancels from the confirmation', async ({ page }) => {
    await page.goto('/en');
    const id = await privateTime(page, 5);
    await identifyFor(page, '150385-9024', `/en/reserve/${id}`);

    await expect(page.getByRole('region', { name: 'Your contact information' })).toContainText('Virtanen');
    await page.getByRole('button', { name: 'Book' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the appointment?' });
    await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();

    await expect(page.getByText('Appointment canceled')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a new time' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel the appointment' })).toHaveCount(0);
    // The time is free again at once.
    expect((await freeTimes(page)).map((time) => time.id)).toContain(id);
  });

  test('Laura registers as a customer and continues to booking', async ({ page }) => {
    await page.goto('/en');
    const id = await privateTime(page, 8);
    await identifyFor(page, '040790-9259', `/en/reserve/${id}`);

    await expect(page.getByRole('heading', { name: 'Register as a customer' })).toBeVisible();
    await page.getByRole('textbox', { name: 'First name' }).fill('Laura');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Mäkinen');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Hämeentie 10');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('00530');
    await page.getByRole('textbox', { name: 'Post office' }).fill('Helsinki');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('0409876543');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('laura.makinen@example.fi');
    await page.getByText('I have read the privacy policy').click();
    await page.getByText('I consent to the processing of my personal data').click();
    await expect(page.getByRole('checkbox', { name: 'I have read the privacy policy' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    // A new customer has not filled the patient data consent yet.
    await expect(page.getByRole('heading', { name: 'Processing of patient data' })).toBeVisible();
    const consent = page.getByRole('form', { name: 'Processing of patient data' });
    await expect(consent.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
    await consent.getByText('I have read the privacy policy').click();
    await consent.getByText('I consent to the processing of my personal data').click();
    await consent.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('region', { name: 'Your contact information' })).toContainText(
      'Hämeentie 10',
    );
    await expect(page.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  test('Timo gives his patient data consent, then books', async ({ page }) => {
    await page.goto('/en');
    const id = await privateTime(page, 11);
    await identifyFor(page, '280275-971B', `/en/reserve/${id}`);

    await expect(page.getByRole('heading', { name: 'Processing of patient data' })).toBeVisible();
    await page.getByText(/joint patient register/).click();
    await expect(page.getByRole('checkbox', { name: /joint patient register/ })).toBeChecked();
    await page.getByText('I have read the privacy policy').click();
    await page.getByText('I consent to the processing of my personal data').click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('button', { name: 'Book' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' })).toBeVisible();
  });

  test('Pekka sees that booking is interrupted', async ({ page }) => {
    await page.goto('/en');
    const id = await privateTime(page, 14);
    await identifyFor(page, '200956-9475', `/en/reserve/${id}`);

    await expect(page.getByRole('alert')).toContainText('Booking interrupted');
    await expect(page.getByRole('link', { name: /Phone 0303 0305/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book' })).toHaveCount(0);
  });

  test('Mikko books an occupational time after confirming the contract', async ({ page }) => {
    await page.goto('/en');
    await identifyFor(page, '150385-913F', '/en');
    const times = (await freeTimes(page, { isOccupationalHealthcare: 'true' })).filter(
      (time) => !['ROKT', 'ROKH', 'KORR'].includes(time.specialtyId),
    );
    const time = times[1] ?? times[0];
    if (time === undefined) throw new Error('no free occupational times');
    await page.goto(`/en/reserve/${time.id}/occupational-healthcare`);

    const book = page.getByRole('button', { name: 'Book' });
    await expect(book).toBeDisabled();
    await page.getByText(/^I confirm/).click();
    await expect(page.getByRole('checkbox', { name: /^I confirm/ })).toBeChecked();
    await book.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' })).toBeVisible();
  });
});
