import { brandConfig, defaultFeatures, type MenuGroup, menuFor, type PageId } from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import type { NavigationGroup } from '@portal/ui';
import { describe, expect, it, vi } from 'vitest';
import { navigationGroups } from './navigationGroups';

const menu: MenuGroup[] = menuFor(brandConfig('general'), {
  features: defaultFeatures('general'),
  hasOccupationalCare: true,
  isSicknessFundMember: false,
});

const entries = (groups: NavigationGroup[]) =>
  groups.map((group) => [group.label ?? group.id, group.items.map((item) => item.label)]);

function build(built: readonly PageId[], unread?: number, page: PageId = 'front') {
  return navigationGroups(menu, {
    LL: i18nObject('fi'),
    lang: 'fi',
    page,
    user: { firstName: 'Maija Liisa', lastName: 'Virtanen' },
    isBuilt: (id) => built.includes(id),
    unread,
    onLogout: vi.fn(),
  });
}

describe('navigationGroups', () => {
  describe('given only the front page built', () => {
    it('should keep home and the log-out entry and drop every group left empty', () => {
      expect(entries(build(['front']))).toEqual([
        ['home', ['Etusivu']],
        ['Oma tili', ['Kirjaudu ulos']],
      ]);
    });
  });

  describe('given the occupational pages and my information built', () => {
    it('should give each its words and address, and name my information after her', () => {
      const groups = build(
        ['front', 'conversations', 'occupationalTeam', 'myInformation'],
        2,
        'occupationalTeam',
      );

      expect(entries(groups)).toEqual([
        ['home', ['Etusivu']],
        ['Työterveys', ['Viestit', 'Työterveystiimi']],
        ['Oma tili', ['Maija Virtanen', 'Kirjaudu ulos']],
      ]);
      const links = groups.flatMap((group) => group.items).filter((item) => item.kind === 'link');
      expect(links.map((item) => [item.href, item.current ?? false])).toEqual([
        ['/fi', false],
        ['/fi/viestit', false],
        ['/fi/tyoterveystiimi', true],
        ['/fi/omat-tiedot', false],
      ]);
    });

    it('should put the unread count on the messages entry only', () => {
      const links = build(['front', 'conversations', 'occupationalTeam'], 2)
        .flatMap((group) => group.items)
        .filter((item) => item.kind === 'link');

      expect(links.map((item) => item.badge)).toEqual([
        undefined,
        { count: 2, label: '2 lukematonta' },
        undefined,
      ]);
    });
  });

  describe('given an unknown unread count', () => {
    it('should show no count', () => {
      const links = build(['front', 'conversations'])
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
      isBuilt: () => true,
      onLogout,
    });
    const logout = groups.flatMap((group) => group.items).find((item) => item.id === 'logout');

    expect(logout).toMatchObject({ kind: 'action', label: 'Log out', mobileOnly: true });
    if (logout?.kind === 'action') logout.onPress();
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
