import {
  buildPath,
  isMenuAction,
  type Lang,
  type MenuAction,
  type MenuGroup,
  type PersonName,
  type ShellPage,
  shellName,
} from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';
import type { NavigationBadge, NavigationGroup, NavigationItem } from '../SideNavigation';

type Items = TranslationFunctions['shell']['navigation']['items'];
type PlainItem = Exclude<keyof Items, 'myInformation' | MenuAction>;

/** What the menu's words and addresses are made from, besides the domain's menu. */
export interface NavigationInput {
  LL: TranslationFunctions;
  lang: Lang;
  /** The page shown now; its entry is marked current. */
  page: ShellPage;
  /** The signed-in person; the my-information entry carries the name. */
  user: PersonName;
  /** Unread messages, for the messages entry; unknown leaves the count out. */
  unread?: number;
  /** Called by the log-out entries (small and medium screens) with the one chosen. */
  onLogout: (action: MenuAction) => void;
}

/**
 * The side navigation's groups from the domain's menu (`shellMenu`, which has decided what the person
 * sees and kept only built pages): this only gives every entry its words and address.
 */
export function navigationGroups(menu: readonly MenuGroup[], input: NavigationInput): NavigationGroup[] {
  const { LL } = input;
  return menu.map((group) => ({
    id: group.id,
    // Home is one obvious entry and needs no caption.
    label: group.id === 'home' ? undefined : LL.shell.navigation.groups[group.id](),
    items: group.items.map((item): NavigationItem => {
      const id = item.id;
      if (!isMenuAction(id)) return link(id, input);
      return {
        kind: 'action',
        id,
        label: LL.shell.navigation.items[id](),
        onPress: () => input.onLogout(id),
        mobileOnly: item.mobileOnly,
      };
    }),
  }));
}

function link(
  page: Exclude<MenuGroup['items'][number]['id'], MenuAction>,
  input: NavigationInput,
): NavigationItem {
  const { LL, lang, user, unread } = input;
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
    current: page === input.page,
    badge: page === 'conversations' ? unreadBadge(LL, unread) : undefined,
  };
}

/** The unread count with its words, for the messages entry and the menu button; unknown is none. */
export function unreadBadge(
  LL: TranslationFunctions,
  unread: number | undefined,
): NavigationBadge | undefined {
  return unread === undefined
    ? undefined
    : { count: unread, label: LL.shell.navigation.unread({ count: unread }) };
}

function isPlain(page: string, items: Items): page is PlainItem {
  return page in items && page !== 'myInformation' && !isMenuAction(page as MenuAction);
}
