import {
  buildPath,
  type Lang,
  type MenuGroup,
  type PageId,
  type PersonName,
  shellName,
} from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';
import type { NavigationGroup, NavigationItem } from '@portal/ui';

type Items = TranslationFunctions['shell']['navigation']['items'];
type PlainItem = Exclude<keyof Items, 'myInformation' | 'logout'>;

/** What the menu is built from, besides the domain's decision. */
export interface NavigationInput {
  LL: TranslationFunctions;
  lang: Lang;
  /** The page shown now; its entry is marked current. */
  page: PageId | 'notFound';
  /** The signed-in person; the my-information entry carries the name. */
  user: PersonName;
  /** Whether a page is built; entries of pages that are not are left out. */
  isBuilt: (page: PageId) => boolean;
  /** Unread messages, for the messages entry; unknown leaves the count out. */
  unread?: number;
  /** Called by the log-out entry (small and medium screens). */
  onLogout: () => void;
}

/**
 * The side navigation's groups: the domain's `menuFor` has decided what the person may see; this keeps
 * only built pages, gives every entry its words and address, and drops groups left empty.
 */
export function navigationGroups(menu: readonly MenuGroup[], input: NavigationInput): NavigationGroup[] {
  const { LL } = input;
  return menu
    .map((group) => ({
      id: group.id,
      // Home is one obvious entry and needs no caption.
      label: group.id === 'home' ? undefined : LL.shell.navigation.groups[group.id](),
      items: group.items.flatMap((item): NavigationItem[] => {
        if (item.id === 'logout') {
          const label = LL.shell.navigation.items.logout();
          return [
            { kind: 'action', id: 'logout', label, onPress: input.onLogout, mobileOnly: item.mobileOnly },
          ];
        }
        if (!input.isBuilt(item.id)) return [];
        return [link(item.id, input)];
      }),
    }))
    .filter((group) => group.items.length > 0);
}

function link(page: PageId, { LL, lang, user, unread, page: current }: NavigationInput): NavigationItem {
  const items = LL.shell.navigation.items;
  const label =
    page === 'myInformation'
      ? items.myInformation(shellName(user))
      : isPlain(page, items)
        ? items[page]()
        : page;
  return {
    kind: 'link',
    id: page,
    label,
    // Every page of the menu has an address without parameters.
    href: buildPath(page as 'front', lang),
    current: page === current,
    badge:
      page === 'conversations' && unread !== undefined
        ? { count: unread, label: LL.shell.navigation.unread({ count: unread }) }
        : undefined,
  };
}

function isPlain(page: PageId, items: Items): page is PageId & PlainItem {
  return page in items && page !== 'myInformation';
}
