import { visuallyHidden } from '../a11y/visuallyHidden.css';
import { badge as badgeStyle } from './SideNavigation.css';

/** The unread count of a messages entry: the number shown, and the words read with it. */
export interface NavigationBadge {
  count: number;
  /** E.g. "3 unread"; read after the entry's name. */
  label: string;
}

/**
 * The unread count of a messages entry, or of the menu button that hides it on a phone: the number
 * drawn, and its words (e.g. "3 unread") read after the name. Nothing while there is nothing unread.
 */
export function UnreadBadge({ badge }: { badge: NavigationBadge | undefined }) {
  if (badge === undefined || badge.count <= 0) return null;
  return (
    <>
      <span className={badgeStyle} aria-hidden="true">
        {badge.count}
      </span>
      <span className={visuallyHidden}>{badge.label}</span>
    </>
  );
}
