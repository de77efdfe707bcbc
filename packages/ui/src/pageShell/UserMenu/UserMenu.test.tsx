import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserMenu } from './UserMenu';

// Arrow-key focus inside the opened menu is react-aria's and needs a real browser; the stories'
// play functions and the end-to-end log-out walk it by keyboard in Chromium.

function renderMenu(withMyInformation = true) {
  const onLogout = vi.fn();
  render(
    <UserMenu
      name="Maija Virtanen"
      myInformation={withMyInformation ? { label: 'My information', href: '/en/my-information' } : undefined}
      logoutLabel="Log out"
      logoutAllDevicesLabel="Log out on all devices"
      onLogout={onLogout}
    />,
  );
  return { onLogout };
}

describe('UserMenu', () => {
  describe('given Maija signed in', () => {
    it('should show her name on a menu button that is closed at first', () => {
      renderMenu();
      const button = screen.getByRole('button', { name: 'Maija Virtanen' });
      expect(button).toHaveAttribute('aria-haspopup', 'true');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('given the menu opened with Enter', () => {
    it('should offer my information as a link, then the log-out entries, in a menu named after her', async () => {
      renderMenu();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');

      expect(await screen.findByRole('menu', { name: 'Maija Virtanen' })).toBeVisible();
      const items = screen.getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'My information',
        'Log out',
        'Log out on all devices',
      ]);
      expect(items[0]).toHaveAttribute('href', '/en/my-information');
      expect(screen.getByRole('button', { name: 'Maija Virtanen' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('should close on Escape without logging out and give focus back to the button', async () => {
      const { onLogout } = renderMenu();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('menu');

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Maija Virtanen' })).toHaveFocus();
      expect(onLogout).not.toHaveBeenCalled();
    });
  });

  describe('given she chooses log out', () => {
    it('should call for log-out once and close the menu', async () => {
      const { onLogout } = renderMenu();
      await userEvent.click(screen.getByRole('button', { name: 'Maija Virtanen' }));

      await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));

      // With the menu's button, which gets focus back once the question closes.
      expect(onLogout).toHaveBeenCalledExactlyOnceWith(
        'logout',
        screen.getByRole('button', { name: 'Maija Virtanen' }),
      );
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
  });

  describe('given she chooses log out on all devices', () => {
    it('should call for log-out on all devices once', async () => {
      const { onLogout } = renderMenu();
      await userEvent.click(screen.getByRole('button', { name: 'Maija Virtanen' }));

      await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out on all devices' }));

      expect(onLogout).toHaveBeenCalledExactlyOnceWith(
        'logoutAllDevices',
        screen.getByRole('button', { name: 'Maija Virtanen' }),
      );
    });
  });

  describe('given no my-information page yet', () => {
    it('should offer the log-out entries alone', async () => {
      renderMenu(false);
      await userEvent.click(screen.getByRole('button', { name: 'Maija Virtanen' }));

      expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
        'Log out',
        'Log out on all devices',
      ]);
    });
  });
});
