import { expect, test } from '@playwright/test';
import { type BrandServer, startChildrenServer } from './servers';
import { signInTo } from './signInAs';

const MAIJA = '150385-9024';

// Laboratory results and questionnaires over the running app, as Maija of the demo data; the
// children's brand has no questionnaire pages.

test.describe('laboratory and questionnaires', () => {
  test('Maija opens a lab result with a pending test and results outside the range', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/laboratory');
    await expect(page.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeVisible();
    const days = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
    await expect(days.first()).toContainText('Pending');
    await expect(days.nth(1)).toContainText('Ready');

    await days.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/laboratoryresult\/\d{4}-\d{2}-\d{2}$/);
    const lipids = page.getByRole('table', { name: 'Lipidit' });
    await expect(lipids.getByRole('row', { name: /Kolesteroli fP -Kol/ })).toContainText(
      'Above the reference range',
    );
    await expect(lipids.getByRole('row', { name: /LDL-kolesteroli/ })).toContainText('Result pending');
  });

  test('Maija answers her open questionnaire and sees it read-only afterwards', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/questionnaires');
    await page.getByRole('link', { name: 'Health questionnaire' }).click();
    await expect(page).toHaveURL(/\/en\/questionnaire\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();

    // The survey draws its own radio circle over the input, so the person clicks the answer's words.
    await page.getByText('No', { exact: true }).click();
    await page.getByRole('spinbutton', { name: /How many hours a week/ }).fill('3');
    await page.getByRole('button', { name: 'Complete' }).click();

    await expect(page.getByText('Answer saved')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /How many hours a week/ })).toHaveValue('3');
    await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);

    await page.reload();
    await expect(
      page.getByText('You answered this questionnaire. Your answers are shown below.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'No' })).toHaveAttribute('readonly');
    await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Questionnaires' }).last().click();
    await expect(page.getByRole('region', { name: 'My answers' })).toContainText('Health questionnaire');
    await expect(page.getByRole('region', { name: 'Open tasks' })).toContainText('No open questionnaires');
  });
});

test.describe('questionnaires in the children brand', () => {
  let server: BrandServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startChildrenServer();
  });

  test.afterAll(() => {
    server?.stop();
  });

  test('the questionnaire pages are not there, and no link leads to them', async ({ page }) => {
    await signInTo(page, MAIJA, '/en/laboratory', server.base);
    await expect(page.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeVisible();
    await page.goto(`${server.base}/en/questionnaires`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not find current page');
    await page.goto(`${server.base}/en/questionnaire/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Could not find current page');
    await page.goto(`${server.base}/en`);
    await expect(page.locator('a[href^="/en/questionnaire"]')).toHaveCount(0);
  });
});
