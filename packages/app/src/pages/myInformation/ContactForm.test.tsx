import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';

describe('the contact form of my information', { timeout: 30_000 }, () => {
  describe('given Maija saves a phone number that is not one', () => {
    it('should move focus to a summary naming the field to check, and send nothing', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
      });
      renderApp('/en/my-information');

      const phone = await screen.findByRole('textbox', { name: 'Phone number' }, { timeout: 15_000 });
      await userEvent.clear(phone);
      await userEvent.type(phone, '12');
      const form = phone.closest('form') as HTMLFormElement;
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

      const summary = within(form).getByRole('alert');
      expect(summary).toHaveTextContent('Please check the following fields: phone number');
      expect(document.activeElement).toBe(summary.parentElement);
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });

  describe('given Timo saves a postal code of four digits', () => {
    it('should say so at the field, and send nothing', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
      });
      renderApp('/en/my-information');

      const postalCode = await screen.findByRole('textbox', { name: 'Postal code' }, { timeout: 15_000 });
      await userEvent.clear(postalCode);
      await userEvent.type(postalCode, '0420');
      const form = postalCode.closest('form') as HTMLFormElement;
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

      expect(postalCode).toHaveAccessibleDescription('Postal code is 5 digits');
      expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    });
  });
});
