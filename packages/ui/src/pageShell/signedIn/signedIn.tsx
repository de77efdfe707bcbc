import type { ComponentProps } from 'react';
import { preloadable } from '../../preloadable';

// The user menu (react-aria's menu and popover) and the menu drawer (Radix's dialog) are most of the
// shell's code, and a visitor never sees them: a public page's first scripts go without them.
const parts = preloadable(() => import('./parts'));

/**
 * Loads the shell's signed-in parts (user menu, menu drawer, side navigation). The app calls it before
 * it draws a signed-in page, so the header does not wait for them; until they are loaded, a shell
 * with a signed-in person suspends.
 */
export function loadSignedInShell(): Promise<void> {
  return parts.load().then(() => undefined);
}

type Parts = Awaited<ReturnType<typeof parts.load>>;

export function UserMenu(props: ComponentProps<Parts['UserMenu']>) {
  const { UserMenu: Part } = parts.read();
  return <Part {...props} />;
}

export function NavigationDrawer(props: ComponentProps<Parts['NavigationDrawer']>) {
  const { NavigationDrawer: Part } = parts.read();
  return <Part {...props} />;
}

export function SideNavigation(props: ComponentProps<Parts['SideNavigation']>) {
  const { SideNavigation: Part } = parts.read();
  return <Part {...props} />;
}
