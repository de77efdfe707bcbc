import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { signedIn } from '../../test/sessions';

/** Opens the header's user menu and chooses its log-out entry. */
async function chooseLogOut(name: string, logOut: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  await userEvent.click(await screen.findByRole('menuitem', { name: logOut }));
}

describe('log-out', () => {
  describe('given Maija signed in', () => {
    it('should ask first, from the user menu, then end the session and load the front page', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'POST /api/logout': { body: { type: 'success' } },
      });
      const { loaded } = renderApp('/en');

      await chooseLogOut('Maija Virtanen', 'Log out');
      const dialog = screen.getByRole('dialog', { name: 'Log out?' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

      await expect.poll(() => loaded).toEqual(['/en']);
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/logout', query: { csrfToken: 'csrf-maija' }, body: undefined },
      ]);
    });

    it('should stay signed in when she cancels', async () => {
      const server = fakeServer({ 'GET /api/session': { body: signedIn('fi') } });
      const { loaded } = renderApp('/fi');

      await chooseLogOut('Maija Virtanen', 'Kirjaudu ulos');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Peruuta' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
      expect(loaded).toEqual([]);
    });

    it('should give focus back to the user menu button when she closes the question with Escape', async () => {
      fakeServer({ 'GET /api/session': { body: signedIn('en') } });
      renderApp('/en');

      await chooseLogOut('Maija Virtanen', 'Log out');
      expect(await screen.findByRole('dialog', { name: 'Log out?' })).toBeVisible();
      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Maija Virtanen' }));
    });

    it('should ask the same from the log-out entry of the small-screen menu', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('sv') },
        'POST /api/logout': { body: { type: 'success' } },
      });
      const { loaded } = renderApp('/sv');

      await userEvent.click(await screen.findByRole('button', { name: 'Meny' }));
      const drawer = await screen.findByRole('dialog', { name: 'Meny' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Logga ut' }));
      const confirm = await screen.findByRole('dialog', { name: 'Vill du logga ut?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Logga ut' }));

      await expect.poll(() => loaded).toEqual(['/sv']);
    });
  });

  describe('given Maija chooses to log out on all devices', () => {
    it('should ask with its own words, from the user menu, then end every session and load the front page', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'POST /api/logout-all-devices': { body: { type: 'success' } },
      });
      const { loaded } = renderApp('/en');

      await chooseLogOut('Maija Virtanen', 'Log out on all devices');
      const dialog = screen.getByRole('dialog', { name: 'Log out on all devices?' });
      expect(dialog).toHaveAccessibleDescription(/every other phone, tablet and computer/);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log out on all devices' }));

      await expect.poll(() => loaded).toEqual(['/en']);
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/logout-all-devices',
          query: { csrfToken: 'csrf-maija' },
          body: undefined,
        },
      ]);
    });

    it('should ask the same from the small-screen menu', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('fi') },
        'POST /api/logout-all-devices': { body: { type: 'success' } },
      });
      const { loaded } = renderApp('/fi');

      await userEvent.click(await screen.findByRole('button', { name: 'Valikko' }));
      const drawer = await screen.findByRole('dialog', { name: 'Valikko' });
      await userEvent.click(
        within(drawer).getByRole('button', { name: 'Kirjaudu ulos kaikilta laitteilta' }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Kirjaudutaanko ulos kaikilta laitteilta?' });
      await userEvent.click(
        within(confirm).getByRole('button', { name: 'Kirjaudu ulos kaikilta laitteilta' }),
      );

      await expect.poll(() => loaded).toEqual(['/fi']);
      expect(server.requests.map((request) => request.path)).toContain('/api/logout-all-devices');
    });
  });

  describe('given the session already ended on the server', () => {
    it('should still load the front page', async () => {
      fakeServer({
        'GET /api/session': { body: signedIn('sv') },
        'POST /api/logout': { status: 401, body: { type: 'unauthorized' } },
      });
      const { loaded } = renderApp('/sv');

      await chooseLogOut('Maija Virtanen', 'Logga ut');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logga ut' }));

      await expect.poll(() => loaded).toEqual(['/sv']);
    });
  });
});
