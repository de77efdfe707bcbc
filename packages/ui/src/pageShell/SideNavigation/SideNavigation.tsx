import { useId } from 'react';
import { Button, Link } from 'react-aria-components';
import * as styles from './SideNavigation.css';
import { type NavigationBadge, UnreadBadge } from './UnreadBadge';

export type { NavigationBadge };

interface ItemBase {
  /** Stable id of the entry, e.g. the page id. */
  id: string;
  /** The entry's words. */
  label: string;
  /** Shown on small and medium screens only (log-out, which the header offers on large ones). Default `false`. */
  mobileOnly?: boolean;
}

/** An entry that goes to a page. */
export interface NavigationLink extends ItemBase {
  kind: 'link';
  href: string;
  /** The page shown now; marked for assistive technology and by its look. Default `false`. */
  current?: boolean;
  /** The unread count, for the messages entries. */
  badge?: NavigationBadge;
}

/** An entry that does something here (log out). */
export interface NavigationAction extends ItemBase {
  kind: 'action';
  onPress: () => void;
}

/** One entry of the menu. */
export type NavigationItem = NavigationLink | NavigationAction;

/** A group of entries under an optional caption. */
export interface NavigationGroup {
  id: string;
  /** The caption; a group of one obvious entry (home) goes without. */
  label?: string;
  items: readonly NavigationItem[];
}

export interface SideNavigationProps {
  /** Name of the navigation landmark, e.g. "Main menu". */
  label: string;
  /** The groups, in order; the caller has already decided which entries the person may see. */
  groups: readonly NavigationGroup[];
}

/**
 * The menu of a signed-in person: groups of links, the current page marked with `aria-current`, unread
 * counts on the messages entries. Links are react-aria links, so the app's router takes them over.
 */
export function SideNavigation({ label, groups }: SideNavigationProps) {
  // The menu may be on the page twice (beside the page and in the small-screen drawer): ids stay unique.
  const idPrefix = useId();
  return (
    <nav aria-label={label} className={styles.navigation}>
      <ul className={styles.groups}>
        {groups.map((group) => (
          <li
            key={group.id}
            className={styles.group}
            data-group={group.id}
            // A group of only small-screen entries (the account group with log-out alone) hides with them.
            data-mobile-only={group.items.every((item) => item.mobileOnly) || undefined}
          >
            {group.label !== undefined && (
              <span className={styles.caption} id={`${idPrefix}-${group.id}`}>
                {group.label}
              </span>
            )}
            <ul
              className={styles.items}
              aria-labelledby={group.label !== undefined ? `${idPrefix}-${group.id}` : undefined}
            >
              {group.items.map((item) => (
                <li key={item.id} data-mobile-only={item.mobileOnly || undefined} className={styles.item}>
                  <Entry item={item} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Entry({ item }: { item: NavigationItem }) {
  switch (item.kind) {
    case 'link':
      return (
        <Link
          href={item.href}
          className={styles.entry}
          aria-current={item.current ? 'page' : undefined}
          data-current={item.current || undefined}
        >
          <span className={styles.entryLabel}>{item.label}</span>
          <UnreadBadge badge={item.badge} />
        </Link>
      );
    case 'action':
      return (
        <Button className={styles.entry} onPress={item.onPress}>
          <span className={styles.entryLabel}>{item.label}</span>
        </Button>
      );
    default:
      return item satisfies never;
  }
}
