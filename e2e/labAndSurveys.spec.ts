import { expect, test } from './fixtures';
import { signInTo } from './signInAs';

const MAIJA = '150385-9024';

// Laboratory results and questionnaires over the running app, as Maija of the demo data. That the
// children's brand has no questionnaire pages is the app's test (packages/app/src/router/routes.test.tsx).

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
