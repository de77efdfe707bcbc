import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';

/**
 * My information over a fake server, the field `name` of its contact form typed over with `text`
 * and the form saved; answers the server, to see what was sent, and the form.
 */
async function saveWith(name: string, text: string) {
  const server = fakeServer({
    'GET /api/session': { body: signedIn('en') },
    'GET /api/user': userAnswer(),
  });
  renderApp('/en/my-information');
  const field = await screen.findByRole('textbox', { name }, { timeout: 15_000 });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  const form = field.closest('form') as HTMLFormElement;
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  return { server, field, form };
}

describe('the contact form of my information', { timeout: 30_000 }, () => {
  describe('given Maija saves a phone number that is not one', () => {
    it('should move focus to a summary naming the field to check, and send nothing', async () => {
      const { server, form } = await saveWith('Phone number', '12');

      const summary = within(form).getByRole('alert');
      expect(summary).toHaveTextContent('Please check the following fields: phone number');
      expect(document.activeElement).toBe(summary.parentElement);
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });

  describe('given Timo saves a postal code of four digits', () => {
    it('should say so at the field, and send nothing', async () => {
      const { server, field: postalCode } = await saveWith('Postal code', '0420');

      expect(postalCode).toHaveAccessibleDescription('Postal code is 5 digits');
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });
});
