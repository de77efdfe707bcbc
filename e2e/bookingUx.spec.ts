import type { Page } from '@playwright/test';
import { expectNoAxeFindings } from './axeScans';
import { expect, test } from './fixtures';
import { identifyFor } from './signInAs';

// Booking as a first-time patient finds it, on a desktop and a phone, with axe after every step.

const hour = 3600 * 1000;
// Each screen books anonymously for another person: the anonymous form allows a person only two
// future bookings.
const screens = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    person: { ssn: '010158-936L', firstName: 'Aino', lastName: 'Laine' },
    front: { lang: 'fi', heading: 'Tervetuloa Aavaan', book: 'Varaa aika' },
  },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    person: { ssn: '150385-913F', firstName: 'Mikko', lastName: 'Korhonen' },
    front: { lang: 'en', heading: 'Welcome to Aava', book: 'Book an appointment' },
  },
] as const;

type Time = { id: number; specialtyId: string; requiresAuthToReserve: boolean; startDate: string };

/**
 * Free ordinary times from `fromHours` to `toHours` ahead, as the list pages read them: far enough on
 * that the demo's own appointments are not among them.
 */
async function freeTimes(page: Page, fromHours = 50 * 24, toHours = 80 * 24): Promise<Time[]> {
  const params = new URLSearchParams({
    startDate: new Date(Date.now() + fromHours * hour).toISOString(),
    endDate: new Date(Date.now() + toHours * hour).toISOString(),
    lang: 'en',
  });
  const response = await page.request.get(`/api/appointments?${params}`);
  expect(response.ok()).toBe(true);
  const answer = (await response.json()) as { availableAppointments: { appointments: Time[] } };
  return answer.availableAppointments.appointments.filter((time) => !time.requiresAuthToReserve);
}

/** A free time of this file, a different one for each `pick`. */
async function timeFor(page: Page, pick: number): Promise<number> {
  const times = await freeTimes(page);
  const time = times[pick % times.length];
  if (time === undefined) throw new Error('no free private times');
  return time.id;
}

/** Signs in through the development identity provider and comes back to `next`. */
type Message = { channel: string; recipient: string; subject: string | null; body: string };

async function outbox(page: Page): Promise<Message[]> {
  const response = await page.request.get('/dev/outbox.json');
  return ((await response.json()) as { messages: Message[] }).messages;
}

/** A phone number of this test only, so that its messages can be told apart in the outbox. */
function testPhone(n: number): { typed: string; sent: string } {
  const digits = String(7_000_000 + n);
  return { typed: `040 ${digits}`, sent: `+35840${digits}` };
}

for (const [index, screen] of screens.entries()) {
  test.describe(`finding the booking on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    // The front page's words and links in all three languages are the app test's
    // (FrontPage.test.tsx); here the way on is walked and scanned on each screen, in one language.
    test(`the anonymous front page offers booking beside log-in (${screen.front.lang})`, async ({ page }) => {
      const { lang, heading, book } = screen.front;
      await page.goto(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const bookLink = page.getByRole('main').getByRole('link', { name: book, exact: true });
      await expect(bookLink).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /bank|pankki/ })).toBeVisible();
      await expectNoAxeFindings(page);

      await bookLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book);
      await expectNoAxeFindings(page);
    });
  });

  test.describe(`keeping a booking on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('Back from the confirmation shows the reservation, not "no longer available" (fi)', async ({
      page,
    }) => {
      await page.goto('/fi');
      const id = await timeFor(page, 1 + 10 * index);
      const phone = testPhone(1 + 10 * index);
      await page.goto(
        `/fi/kirjautumattomat-kayttajat/varaa/${id}?from=${encodeURIComponent('/fi/ajanvaraus/yksityisasiakas')}`,
      );
      await page.getByRole('textbox', { name: 'Henkilötunnus' }).fill(screen.person.ssn);
      await page.getByRole('textbox', { name: 'Etunimi' }).fill(screen.person.firstName);
      await page.getByRole('textbox', { name: 'Sukunimi' }).fill(screen.person.lastName);
      await page.getByRole('textbox', { name: 'Matkapuhelin' }).fill(phone.typed);
      await page.getByRole('textbox', { name: 'Sähköposti' }).fill('patient@example.fi');
      await page.getByText('Hyväksyn ajanvarauksen ehdot', { exact: true }).click();
      await expectNoAxeFindings(page);
      await page.getByRole('button', { name: 'Varaa aika' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Aikasi on varattu' })).toBeVisible();
      // What next: where to come or how the remote visit goes, and who pays.
      const next = page.getByRole('region', { name: 'Mitä seuraavaksi' });
      await expect(next).toContainText('Maksat käynnin itse.');
      await expectNoAxeFindings(page);

      // The confirmation's own way on (the front page, for a booker who did not sign in).
      await page.getByRole('main').getByRole('link', { name: 'Näytä ajanvaraukseni' }).click();
      await expect(page).not.toHaveURL(new RegExp(`/varaa/${id}`));
      await page.goBack();

      await expect(page.getByRole('heading', { level: 1, name: 'Aikasi on varattu' })).toBeVisible();
      await expect(page.getByText('Aika ei ole enää varattavissa')).toHaveCount(0);
      await expectNoAxeFindings(page);
    });

    test('cancelling from the confirmation changes the heading and sends an SMS and an e-mail (sv)', async ({
      page,
    }) => {
      await page.goto('/sv');
      const id = await timeFor(page, 4 + 10 * index);
      await identifyFor(page, '150385-9024', `/sv/boka/${id}`);
      await page.getByRole('button', { name: 'Boka', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Din tid är bokad' })).toBeVisible();

      await page.getByRole('button', { name: 'Avboka tiden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Avboka tiden?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeFindings(page);
      await dialog.getByRole('button', { name: 'Avboka tiden' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Din tid är avbokad' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Din tid är bokad' })).toHaveCount(0);
      await expectNoAxeFindings(page);
      const messages = await outbox(page);
      expect(
        messages.some((m) => m.channel === 'sms' && /^Din tid \(Aava\) .* är avbokad\.$/.test(m.body)),
      ).toBe(true);
      expect(messages.some((m) => m.channel === 'email' && m.subject?.startsWith('Tiden avbokad'))).toBe(
        true,
      );
    });

    test('a time within the binding threshold is said to be binding, on the page and in the SMS (en)', async ({
      page,
    }) => {
      await page.goto('/en');
      // The demo keeps a free time within a day at any hour, Saturday night included (the seed's
      // short-notice times).
      const soon = (await freeTimes(page, 3, 22)).at(-1);
      if (soon === undefined) throw new Error('no free time within a day');
      await identifyFor(page, '150385-9024', `/en/reserve/${soon.id}`);
      const phone = testPhone(3 + 10 * index);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.typed);
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText('I understand that the reservation is binding and cannot be cancelled online')
        .click();
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: 'Your appointment is reserved' }),
      ).toBeVisible();
      await expect(
        page.getByText(/The reservation is binding: it can no longer be cancelled online/),
      ).toBeVisible();
      await expect(page.getByText(/You can cancel the appointment online until/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel the appointment' })).toHaveCount(0);
      await expectNoAxeFindings(page);
      const sms = (await outbox(page)).filter((m) => m.channel === 'sms' && m.recipient === phone.sent);
      expect(sms.at(-1)?.body).toContain('The reservation is binding and cannot be cancelled online');
      expect(sms.at(-1)?.body).not.toContain('You can cancel');
    });
  });

  test.describe(`the forms on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('the booking terms open over the form and keep what was typed (sv)', async ({ page }) => {
      await page.goto('/sv');
      const id = await timeFor(page, 6 + 10 * index);
      await page.goto(`/sv/anonyma-anvandare/boka/${id}`);
      await page.getByRole('textbox', { name: 'Förnamn' }).fill('Maija');

      await page.getByRole('button', { name: 'Läs bokningsvillkoren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bokningsvillkor' });
      await expect(dialog).toContainText('debiteras enligt prislistan');
      await expectNoAxeFindings(page);
      await dialog.getByRole('button', { name: 'Stäng' }).click();

      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/sv/anonyma-anvandare/boka/${id}$`));
      await expect(page.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Maija');
      await expectNoAxeFindings(page);
    });

    test('back from the partner insurer, the insurance section is in view with the new permit chosen (en)', async ({
      page,
    }) => {
      await page.goto('/en');
      const params = new URLSearchParams({
        startDate: new Date(Date.now() + 50 * 24 * hour).toISOString(),
        endDate: new Date(Date.now() + 80 * 24 * hour).toISOString(),
        isInsuranceCustomer: 'true',
        lang: 'en',
      });
      const answer = (await (await page.request.get(`/api/appointments?${params}`)).json()) as {
        availableAppointments: { appointments: { id: number; isRemote: boolean }[] };
      };
      const time = answer.availableAppointments.appointments.find((t) => !t.isRemote);
      if (time === undefined) throw new Error('no free insurance time');
      const path = `/en/reserve/${time.id}/insurance`;
      // Jussi has a policy at the partner insurer; each run of this test gets him one more permit.
      await identifyFor(page, '090699-982V', path);

      await page.getByRole('button', { name: /Insurance company/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeFindings(page);
      await page.getByRole('listbox').getByRole('option', { name: 'LähiTapiola', exact: true }).click();
      await page.getByRole('checkbox', { name: /I consent to my insurance/ }).check({ force: true });
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const apply = page.getByRole('link', { name: /^Apply for a (new )?permit at LähiTapiola$/ });
      await expect(apply).toBeVisible();
      const before = await page.getByRole('radio').count();
      await expectNoAxeFindings(page);

      await apply.click();
      await page.getByRole('button', { name: 'Allow' }).click();

      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const permits = page.getByRole('radio');
      await expect(permits).toHaveCount(before + 1);
      await expect(permits.last()).toBeChecked();
      for (let n = 0; n < before; n += 1) await expect(permits.nth(n)).not.toBeChecked();
      const heading = page.getByRole('heading', { level: 2, name: 'Insurance' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      await expectNoAxeFindings(page);

      await page.getByRole('button', { name: 'Continue with this permit' }).click();
      await expect(page.getByText('Direct compensation in use')).toBeVisible();
      await expectNoAxeFindings(page);
    });

    test('Laura, signed in without a patient record, can log out from the header (en)', async ({ page }) => {
      await page.goto('/en');
      await identifyFor(page, '040790-9259', '/en/booking');
      const banner = page.getByRole('banner');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);

      if (screen.name === 'phone') await banner.getByRole('button', { name: 'Menu' }).click();
      else await banner.getByRole('button', { name: /Laura|040790/ }).click();
      await expect(
        page
          .getByRole('menuitem', { name: 'Log out' })
          .or(page.getByRole('button', { name: 'Log out' }))
          .first(),
      ).toBeVisible();
      await expectNoAxeFindings(page);
    });

    test('the consent page shows the consent as it stands (fi)', async ({ page }) => {
      await page.goto('/fi');
      await identifyFor(page, '150385-9024', '/fi/potilastietojen-kasittely');

      await expect(page.getByRole('checkbox', { name: /yhteisessä potilasrekisterissä/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Haluan hoito-ohjeita sähköpostiin' })).toBeChecked();
      await expect(
        page.getByRole('checkbox', { name: 'Haluan uutisia ja tarjouksia sähköpostiin' }),
      ).not.toBeChecked();
      await expectNoAxeFindings(page);
    });

    test('a name that does not match the identity code is said so, the form kept, log-in beside (en)', async ({
      page,
    }) => {
      await page.goto('/en');
      const id = await timeFor(page, 7 + 10 * index);
      await page.goto(`/en/anonymous-users/reserve/${id}`);
      await page.getByRole('textbox', { name: 'Personal identity code' }).fill('280275-971B');
      await page.getByRole('textbox', { name: 'First name' }).fill('Liisa');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Heikkinen');
      await page.getByRole('textbox', { name: 'Mobile phone' }).fill('040 765 4321');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('patient@example.fi');
      await page.getByText('I accept the booking terms', { exact: true }).click();
      await page.getByRole('button', { name: 'Reserve the appointment' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('The name and the personal identity code do not match');
      await expect(
        alert.getByRole('link', { name: 'Log in with bank credentials or mobile certificate' }),
      ).toHaveAttribute('href', new RegExp(`^/oauth/authenticate\\?lang=en&next=%2Fen%2Freserve%2F${id}`));
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Liisa');
      await expectNoAxeFindings(page);
    });
  });
}
