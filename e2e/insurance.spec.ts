import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Insurance booking over the running app: the demo persons of decisions.md §5 and the sandbox
// insurers (docs/decisions/2026-11-22-insurer-sandboxes.md).

type Appointment = { id: number; isRemote: boolean; startDate: string };

/** A free insurance time at a clinic, three days or more ahead (no binding-reservation box). */
async function insuranceAppointment(page: Page, skip = 0): Promise<Appointment> {
  const day = 24 * 60 * 60 * 1000;
  const query = new URLSearchParams({
    startDate: new Date(Date.now() + 3 * day).toISOString(),
    endDate: new Date(Date.now() + 40 * day).toISOString(),
    isInsuranceCustomer: 'true',
    lang: 'en',
  });
  const response = await page.request.get(`/api/appointments?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { availableAppointments: { appointments: Appointment[] } };
  const atClinic = body.availableAppointments.appointments.filter((appointment) => !appointment.isRemote);
  const appointment = atClinic[skip];
  if (appointment === undefined) throw new Error('no free insurance appointment');
  return appointment;
}

/** Signs in through the development identity provider and lands on the insurance reservation page. */
async function reserveAs(page: Page, identityCode: string, skip = 0): Promise<string> {
  const appointment = await insuranceAppointment(page, skip);
  const path = `/en/reserve/${appointment.id}/insurance`;
  await page.goto(`/en/login?next=${encodeURIComponent(path)}`);
  await page.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }).click();
  await page.getByLabel('Personal identity code').fill(identityCode);
  await page.getByRole('button', { name: 'Identify' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Insurance' })).toBeVisible();
  return path;
}

async function chooseInsurer(page: Page, name: string) {
  await page.getByRole('button', { name: /Insurance company/ }).click();
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
}

const book = (page: Page) => page.getByRole('button', { name: 'Book', exact: true });

test.describe('insurance booking', () => {
  test('Maija books with LähiTapiola after allowing a permit on the partner site', async ({ page }) => {
    const path = await reserveAs(page, '150385-9024');
    await chooseInsurer(page, 'LähiTapiola');
    await page.getByRole('checkbox', { name: /I consent to my insurance/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Knee pain, Right knee/ })).toBeVisible();

    await page.getByRole('link', { name: 'Apply for a new permit at LähiTapiola' }).click();
    await expect(
      page.getByRole('heading', { name: 'LähiTapiola: direct compensation permit' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back on the booking page; the partner's return parameters are read and removed.
    await expect(page.getByRole('radio', { name: /Shoulder pain, Left shoulder/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(book(page)).toBeDisabled();
    await page.getByRole('radio', { name: /Shoulder pain, Left shoulder/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue with this permit' }).click();
    await expect(page.getByText('Direct compensation in use')).toBeVisible();

    await expect(book(page)).toBeEnabled();
    await book(page).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is reserved' })).toBeVisible();
  });

  test('Onni, who is 17, gets the underage note', async ({ page }) => {
    await reserveAs(page, '221009A9175');
    await chooseInsurer(page, 'LähiTapiola');
    await expect(page.getByText('Direct compensation is for adults')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /I consent to my insurance/ })).toHaveCount(0);
  });

  test('Aino has no policy and continues self-paying', async ({ page }) => {
    await reserveAs(page, '010158-936L');
    await chooseInsurer(page, 'LähiTapiola');
    await page.getByRole('checkbox', { name: /I consent to my insurance/ }).check({ force: true });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Insurance not found' })).toBeVisible();
    await expect(book(page)).toBeDisabled();

    await page.getByRole('button', { name: 'Continue self-paying' }).click();
    await expect(book(page)).toBeEnabled();
    await book(page).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is reserved' })).toBeVisible();
  });

  test('Mikko is found by OP after giving his consent', async ({ page }) => {
    await reserveAs(page, '150385-913F');
    await chooseInsurer(page, 'OP (Pohjola)');
    await page.getByRole('radio', { name: 'My own insurance' }).check({ force: true });
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await page
      .getByRole('checkbox', { name: 'I give my consent for data disclosure' })
      .check({ force: true });
    await verify.click();
    await expect(page.getByText('Insurance verified')).toBeVisible();
    await expect(book(page)).toBeEnabled();
  });

  test('Maija books with If and direct reimbursement only after the consent', async ({ page }) => {
    await reserveAs(page, '150385-9024', 1);
    await chooseInsurer(page, 'If');
    await page.getByRole('radio', { name: /Direct reimbursement/ }).check({ force: true });
    await expect(page.getByText('Direct reimbursement is required information')).toBeVisible();
    await expect(book(page)).toBeDisabled();

    await page.getByRole('checkbox', { name: /I authorise the clinic/ }).check({ force: true });
    await expect(book(page)).toBeEnabled();
    await book(page).click();
    await expect(page.getByRole('heading', { name: 'Your appointment is reserved' })).toBeVisible();
  });
});

test.describe('partner insurer landing page', () => {
  test('a customer sent by LähiTapiola sees the granted permit and where to book', async ({ page }) => {
    await page.goto('/fi/lahitapiola');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Varaa aika LähiTapiolan suorakorvauksella' }),
    ).toBeVisible();
    await expect(page.getByText('Suorakorvauslupasi on myönnetty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Varaa aika Aavaan' })).toHaveAttribute(
      'href',
      '/fi/ajanvaraus/vakuutus',
    );
    await expect(page.getByRole('link', { name: 'Soita 0303 0303' })).toHaveAttribute(
      'href',
      'tel:+3583030303',
    );

    await page
      .getByRole('navigation', { name: 'Tämä sivu muilla kielillä' })
      .getByRole('link', { name: 'På svenska' })
      .click();
    await expect(page).toHaveURL(/\/sv\/lahitapiola$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Boka tid med direktersättning från LokalTapiola',
    );
  });
});
