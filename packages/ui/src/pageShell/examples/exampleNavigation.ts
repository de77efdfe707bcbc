import { brandConfig, buildPath, defaultFeatures, featureSet, menuFor, type PageId } from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme/ThemeProvider';
import type { NavigationGroup } from '../SideNavigation';

type ItemWord = Exclude<
  keyof TranslationFunctions['shell']['navigation']['items'],
  'myInformation' | 'logout'
>;

const itemWords: readonly string[] = Object.keys(i18nObject('en').shell.navigation.items);

function isItemWord(id: string): id is ItemWord {
  return itemWords.includes(id) && id !== 'myInformation' && id !== 'logout';
}

/** Who the example menu is for. */
export interface ExampleMenuOptions {
  /** The page shown now. Default: the front page. */
  page?: PageId;
  /** An occupational customer (the occupational group). Default `true`. */
  occupational?: boolean;
  /** A member of the sickness fund, with its flags on. Default `false`. */
  fundMember?: boolean;
  /** Unread messages. Default 1 (Maija's demo thread). */
  unread?: number;
}

/**
 * Maija's menu in the story's brand and language, decided by the domain's `menuFor` as in the app, with
 * every page linked. For stories only; the app builds its own from the pages that exist.
 */
export function useExampleNavigation({
  page = 'front',
  occupational = true,
  fundMember = false,
  unread = 1,
}: ExampleMenuOptions = {}): NavigationGroup[] {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const flags = [
    ...defaultFeatures(brand.id),
    ...(fundMember ? (['is-finnair-sickness-fund-member'] as const) : []),
  ];
  const menu = menuFor(brand, {
    features: featureSet(flags),
    hasOccupationalCare: occupational,
    isSicknessFundMember: fundMember,
  });
  const label = (id: PageId) => {
    if (id === 'myInformation') {
      return LL.shell.navigation.items.myInformation({ firstName: 'Maija', lastName: 'Virtanen' });
    }
    return isItemWord(id) ? LL.shell.navigation.items[id]() : id;
  };
  return menu.map((group) => ({
    id: group.id,
    label: group.id === 'home' ? undefined : LL.shell.navigation.groups[group.id](),
    items: group.items.map((item) =>
      item.id === 'logout'
        ? {
            kind: 'action',
            id: 'logout',
            label: LL.shell.navigation.items.logout(),
            onPress: () => {},
            mobileOnly: true,
          }
        : {
            kind: 'link',
            id: item.id,
            label: label(item.id),
            // Every page of the menu has an address without parameters.
            href: buildPath(item.id as 'front', lang),
            current: item.id === page,
            badge:
              item.id === 'conversations'
                ? { count: unread, label: LL.shell.navigation.unread({ count: unread }) }
                : undefined,
          },
    ),
  }));
}
