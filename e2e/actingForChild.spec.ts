import { expect, test } from './fixtures';
import { type BrandServer, startChildrenServer } from './servers';

// Acting for a child at the children's brand, where it matters most: Mikko, the father of Eetu (8) and
// Ella (15), signs in through the guardian sign-in, is told Ella logs in herself, acts for Eetu and
// ends it.

let server: BrandServer;
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startChildrenServer();
});
test.afterAll(() => server?.stop());

test('Mikko acts for Eetu at the children’s brand and returns to his own matters', async ({ page }) => {
  const at = (path: string) => `${server.base}${path}`;

  await page.goto(at(`/en/hpa/register?next=${encodeURIComponent('/en/appointments')}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Whose matters are you handling?' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Continue to my child’s matters' }).click();
  await page.getByLabel('Personal identity code').fill('150385-913F');
  await page.getByRole('button', { name: 'Identify' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose the child' })).toBeVisible();
  // Ella (15) logs in herself: she is named with the reason, and offers nothing to press.
  await expect(page.getByText('Logs in with their own credentials')).toBeVisible();
  await expect(page.getByText('Ella Järvinen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ella Järvinen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Eetu Virtanen' }).click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
  const notice = page.getByRole('region', { name: 'You are acting on behalf of Eetu Virtanen' });
  await expect(notice).toBeVisible();
  const future = page.getByRole('region', { name: 'Future appointments' }).getByRole('link');
  await expect(future.first()).toContainText('Paediatrics');

  await page.goto(at('/en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pikkujätti, Eetu' })).toBeVisible();
  await notice.getByRole('button', { name: 'Return to my own matters' }).click();

  // Mikko has no times of his own at the children's clinic, but records with the clinic all the same:
  // his own front page, not the new-customer welcome.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Pikkujätti, Mikko' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'You are acting on behalf of Eetu Virtanen' })).toHaveCount(
    0,
  );
});
