import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn } from '../../test/sessions';
import { ownAppointment } from '../pages/appointments/testData';

const ready = () => document.documentElement.hasAttribute('data-page-ready');
const mark = () => document.documentElement.getAttribute('data-page-ready');

describe('the page-ready marker', () => {
  describe('given a list whose answer is held back', () => {
    it('should be absent until the list is shown, then present', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': { body: { type: 'success', future: [ownAppointment()], past: [] } },
      });
      const answer = globalThis.fetch;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/api/own-appointments')) await held;
        return answer(input, init);
      });
      renderApp('/en/appointments');

      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ready()).toBe(false);

      release();
      await waitFor(() => expect(ready()).toBe(true));
      expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    });
  });

  describe('given a second address opened in the app', () => {
    it('should mark the second page anew, with a mark unlike the first', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/own-appointments': { body: { type: 'success', future: [ownAppointment()], past: [] } },
      });
      const { router } = renderApp('/en/appointments');
      await waitFor(() => expect(ready()).toBe(true));
      const first = mark();

      await router.navigate('/en/appointments?past=1');
      await waitFor(() => {
        expect(ready()).toBe(true);
        expect(mark()).not.toBe(first);
      });
    });
  });
});
