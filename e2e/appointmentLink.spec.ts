import { expect, test } from './fixtures';

// The anonymous appointment link over the running app: the link of a booking's confirmation SMS shows
// the booked time without signing in; an unknown link is not found.

type Outbox = { messages: { channel: string; recipient: string; body: string }[] };

test.describe('anonymous appointment link', () => {
  test('the link in Sari’s confirmation SMS shows her time and how to cancel', async ({ page }) => {
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const search = await page.request.get(
      `/api/appointments?${new URLSearchParams({ startDate: at(72), endDate: at(24 * 14) })}`,
    );
    const [time] = (await search.json()).availableAppointments.appointments as { id: number }[];
    const phone = '+358401239876';
    const reserved = await page.request.post('/api/anon/reserve-appointment?lang=en', {
      data: {
        appointmentId: time?.id,
        internalOrganization: 'aava',
        emailAddress: 'sari.hamalainen@example.fi',
        phone,
        firstName: 'Sari',
        lastName: 'Hämäläinen',
        ssn: '300870-993W',
      },
    });
    expect(reserved.status()).toBe(200);

    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as Outbox;
    const sms = outbox.messages.find((m) => m.channel === 'sms' && m.recipient === phone);
    const link = sms?.body.match(/https?:\/\/\S+\/en\/my-appointment\/[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link).not.toBe('');

    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible();
    await expect(
      page.getByText('To cancel the appointment, log in with strong authentication', { exact: false }),
    ).toBeVisible();
    // Days ahead: check-in opens 30 minutes before.
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
    await expect(page.getByText('Check-in opens 30 minutes before the appointment.')).toBeVisible();
  });

  test('an unknown link is not found', async ({ page }) => {
    await page.goto('/en/my-appointment/NDJfNw');
    await expect(page.getByText('Appointment not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reserve a new time' })).toHaveAttribute(
      'href',
      '/en/booking',
    );
  });
});
