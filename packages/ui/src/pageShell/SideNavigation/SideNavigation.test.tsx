import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type NavigationGroup, SideNavigation } from './SideNavigation';

function groups(onLogout = vi.fn()): NavigationGroup[] {
  return [
    { id: 'home', items: [{ kind: 'link', id: 'front', label: 'Front page', href: '/en', current: true }] },
    {
      id: 'occupational',
      label: 'Occupational health',
      items: [
        {
          kind: 'link',
          id: 'conversations',
          label: 'Messages',
          href: '/en/conversations',
          badge: { count: 3, label: '3 unread' },
        },
        { kind: 'link', id: 'occupationalTeam', label: 'Occupational health team', href: '/en/team' },
      ],
    },
    {
      id: 'account',
      label: 'Your account',
      items: [{ kind: 'action', id: 'logout', label: 'Log out', onPress: onLogout, mobileOnly: true }],
    },
  ];
}

describe('SideNavigation', () => {
  describe('given the menu of a signed-in person', () => {
    it('should list the groups under their captions in a named navigation', () => {
      render(<SideNavigation label="Main menu" groups={groups()} />);

      const nav = screen.getByRole('navigation', { name: 'Main menu' });
      const occupational = within(nav).getByRole('list', { name: 'Occupational health' });
      expect(
        within(occupational)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/en/conversations', '/en/team']);
    });

    it('should mark the current page, and only it', () => {
      render(<SideNavigation label="Main menu" groups={groups()} />);

      expect(screen.getByRole('link', { name: 'Front page' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: /Messages/ })).not.toHaveAttribute('aria-current');
    });

    it('should read the unread count with the messages entry', () => {
      render(<SideNavigation label="Main menu" groups={groups()} />);

      expect(screen.getByRole('link', { name: 'Messages 3 unread' })).toBeVisible();
    });

    it('should log out from the mobile-only entry', async () => {
      const onLogout = vi.fn();
      render(<SideNavigation label="Main menu" groups={groups(onLogout)} />);

      const logout = screen.getByRole('button', { name: 'Log out' });
      expect(logout.closest('li')).toHaveAttribute('data-mobile-only');
      await userEvent.click(logout);

      expect(onLogout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given no unread messages', () => {
    it('should show no count', () => {
      const quiet: NavigationGroup[] = [
        {
          id: 'occupational',
          items: [
            {
              kind: 'link',
              id: 'conversations',
              label: 'Messages',
              href: '/en/conversations',
              badge: { count: 0, label: '0 unread' },
            },
          ],
        },
      ];
      render(<SideNavigation label="Main menu" groups={quiet} />);

      expect(screen.getByRole('link', { name: 'Messages' })).toHaveTextContent(/^Messages$/);
    });
  });

  describe('given the menu twice on the page (beside the page and in the drawer)', () => {
    it('should keep each group caption tied to its own list', () => {
      render(
        <>
          <SideNavigation label="Main menu" groups={groups()} />
          <SideNavigation label="Main menu" groups={groups()} />
        </>,
      );

      expect(screen.getAllByRole('list', { name: 'Occupational health' })).toHaveLength(2);
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
