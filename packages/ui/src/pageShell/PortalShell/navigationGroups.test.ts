import { brandConfig, defaultFeatures, type MenuGroup, menuFor } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { describe, expect, it, vi } from 'vitest';
import type { NavigationGroup } from '../SideNavigation';
import { navigationGroups } from './navigationGroups';

// Every entry, built or not: the words and addresses are given whatever the domain keeps.
const menu: MenuGroup[] = menuFor(brandConfig('general'), {
  features: defaultFeatures('general'),
  hasOccupationalCare: true,
  isSicknessFundMember: false,
});

const entries = (groups: NavigationGroup[]) =>
  groups.map((group) => [group.label ?? group.id, group.items.map((item) => item.label)]);

function build(unread?: number, page: 'front' | 'occupationalTeam' = 'front') {
  return navigationGroups(menu, {
    LL: i18nObject('fi'),
    lang: 'fi',
    page,
    user: { firstName: 'Maija Liisa', lastName: 'Virtanen' },
    unread,
    onLogout: vi.fn(),
  });
}

describe('navigationGroups', () => {
  describe('given the domain menu of an occupational customer', () => {
    it('should give each group and entry its words, and name my information after her', () => {
      expect(entries(build())).toEqual([
        ['home', ['Etusivu']],
        ['Työterveys', ['Viestit', 'Työterveyden ajanvaraus', 'Työterveystiimi']],
        ['Ajanvaraukset ja terveys', expect.arrayContaining(['Ajanvaraukset'])],
        ['Palvelut', expect.arrayContaining(['Laskut'])],
        ['Oma tili', ['Maija Virtanen', 'Kirjaudu ulos', 'Kirjaudu ulos kaikilta laitteilta']],
      ]);
    });

    it('should give each entry its address and mark the current one', () => {
      const links = build(undefined, 'occupationalTeam')
        .flatMap((group) => group.items)
        .filter((item) => item.kind === 'link');

      expect(links.find((item) => item.id === 'occupationalTeam')).toMatchObject({
        href: '/fi/tyoterveystiimi',
        current: true,
      });
      expect(links.find((item) => item.id === 'front')).toMatchObject({ href: '/fi', current: false });
    });

    it('should put the unread count on the messages entry only', () => {
      const badges = build(2)
        .flatMap((group) => group.items)
        .filter((item) => item.kind === 'link' && item.badge !== undefined)
        .map((item) => [item.id, item.kind === 'link' ? item.badge : undefined]);

      expect(badges).toEqual([['conversations', { count: 2, label: '2 lukematonta' }]]);
    });
  });

  describe('given an unknown unread count', () => {
    it('should show no count', () => {
      const links = build()
        .flatMap((group) => group.items)
        .filter((item) => item.kind === 'link');

      expect(links.every((item) => item.badge === undefined)).toBe(true);
    });
  });

  it('should mark log-out as an action for small and medium screens that calls back', () => {
    const onLogout = vi.fn();
    const groups = navigationGroups(menu, {
      LL: i18nObject('en'),
      lang: 'en',
      page: 'front',
      user: { firstName: 'Maija', lastName: 'Virtanen' },
      onLogout,
    });
    const logout = groups.flatMap((group) => group.items).find((item) => item.id === 'logout');

    expect(logout).toMatchObject({ kind: 'action', label: 'Log out', mobileOnly: true });
    if (logout?.kind === 'action') logout.onPress();
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('should offer log-out on all devices beside it, which calls back with its own name', () => {
    const onLogout = vi.fn();
    const groups = navigationGroups(menu, {
      LL: i18nObject('en'),
      lang: 'en',
      page: 'front',
      user: { firstName: 'Maija', lastName: 'Virtanen' },
      onLogout,
    });
    const items = groups.flatMap((group) => group.items);
    const all = items.find((item) => item.id === 'logoutAllDevices');

    expect(all).toMatchObject({ kind: 'action', label: 'Log out on all devices', mobileOnly: true });
    if (all?.kind === 'action') all.onPress();
    expect(onLogout).toHaveBeenCalledExactlyOnceWith('logoutAllDevices');
  });
});
