import { expect, test } from './fixtures';
import { type BrandServer, startOwnServer } from './servers';
import { signInTo } from './signInAs';

// A session a person can keep (docs/decisions/2026-11-29-sessions-a-person-can-keep.md), on a server
// of its own whose sessions end 95 seconds after the last activity: the 90-second warning comes five
// seconds after the page's own calls, and the end without Continue a minute and a half later.

let server: BrandServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer({ SESSION_TTL_SECONDS: '95' });
});

test.afterAll(() => server?.stop());

test('Maija continues her session, and her message survives a time-out and a new sign-in', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await signInTo(page, '150385-9024', '/en/conversations/new', server.base);
  await page.getByLabel('Subject').fill('Knee');
  await page.getByLabel('Message').fill('It still hurts when I walk.');

  await expect(notifications.getByText(/Your session will expire in \d+ seconds/)).toBeVisible({
    timeout: 30_000,
  });
  await notifications.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Your session will expire/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Session timed out' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(page.getByText('logged out after a while without activity', { exact: false })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe('/en/conversations/new');

  await page.getByRole('link', { name: 'Log in again with bank credentials or mobile certificate' }).click();
  await page.getByLabel('Personal identity code').fill('150385-9024');
  await page.getByRole('button', { name: 'Identify' }).click();

  await expect(page).toHaveURL(/\/en\/conversations\/new$/);
  await expect(page.getByLabel('Subject')).toHaveValue('Knee');
  await expect(page.getByLabel('Message')).toHaveValue('It still hurts when I walk.');
});
