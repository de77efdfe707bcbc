import * as Dialog from '@radix-ui/react-dialog';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { ThemeScope } from '../../theme/ThemeProvider';
import { visuallyHidden } from '../a11y/visuallyHidden.css';
import { CloseIcon, MenuIcon } from '../icons';
import { type NavigationBadge, UnreadBadge } from '../SideNavigation';
import * as styles from './Header.css';

export interface NavigationDrawerProps {
  /** Words of the hamburger button, also the drawer's title, e.g. "Menu". */
  openLabel: string;
  /** Accessible name of the drawer's close button, e.g. "Close menu". */
  closeLabel: string;
  /** The `SideNavigation` to show in the drawer. */
  children: ReactNode;
  /** The unread count of the menu's messages entry, carried on the button too. Default: none. */
  badge?: NavigationBadge;
}

/**
 * The hamburger button and the drawer it opens on small and medium screens. Radix gives the modal
 * dialog: focus moves in and is trapped, Escape and a click outside close it, focus returns to the
 * button. Following a link inside closes the drawer, since the page changes under it.
 */
export function NavigationDrawer({ openLabel, closeLabel, children, badge }: NavigationDrawerProps) {
  const [open, setOpen] = useState(false);

  function closeOnLink(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a[href]') !== null) setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <MenuIcon />
        <span className={styles.menuButtonLabel}>{openLabel}</span>
        <UnreadBadge badge={badge} />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* The portal renders into document.body, outside the page's theme element. */}
        <ThemeScope>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.drawer} onClick={closeOnLink} aria-describedby={undefined}>
            <div className={styles.drawerBar}>
              <Dialog.Title className={visuallyHidden}>{openLabel}</Dialog.Title>
              <Dialog.Close className={styles.iconButton}>
                <CloseIcon />
                <span className={visuallyHidden}>{closeLabel}</span>
              </Dialog.Close>
            </div>
            {children}
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
