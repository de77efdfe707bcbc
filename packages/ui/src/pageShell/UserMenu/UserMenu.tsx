import type { MenuAction } from '@portal/domain';
import { useRef } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { ChevronDownIcon, PersonIcon } from '../icons';
import { InPlacePortal } from '../portal';
import * as styles from './UserMenu.css';

/** A page the user menu links to. */
export interface UserMenuLink {
  /** The entry's words, e.g. "My information". */
  label: string;
  /** The page's address. */
  href: string;
}

export interface UserMenuProps {
  /** The signed-in person's name, shown on the button (visually hidden on small screens). */
  name: string;
  /** The my-information entry; left out while that page does not exist. */
  myInformation?: UserMenuLink;
  /** The entry to act for one's child (the child choice); left out while acting for one. */
  childMatters?: UserMenuLink;
  /** Words of the log-out entry. */
  logoutLabel: string;
  /** Words of the entry that logs out on all devices. */
  logoutAllDevicesLabel: string;
  /**
   * Called when the person chooses to log out, here (`logout`) or on all devices
   * (`logoutAllDevices`); the caller asks for confirmation, and gives focus back to `returnFocusTo`
   * (the menu's button) when the question closes.
   */
  onLogout: (action: MenuAction, returnFocusTo?: HTMLElement | null) => void;
}

/**
 * The signed-in person's menu in the header: my information, one's child's matters, log out, and log
 * out on all devices. react-aria gives the menu
 * button, arrow keys, typeahead, Escape and focus return; this adds the look and nothing else.
 */
export function UserMenu({
  name,
  myInformation,
  childMatters,
  logoutLabel,
  logoutAllDevicesLabel,
  onLogout,
}: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The chosen item goes away with the menu, so the confirmation would hand focus back to nothing (the
  // page body) when it closes: it is told to give it to the menu's button instead.
  const choose = (action: MenuAction) => onLogout(action, trigger.current);
  return (
    // The popover renders in place rather than into document.body, so it keeps the brand's theme.
    <InPlacePortal>
      <MenuTrigger>
        <Button ref={trigger} className={styles.trigger}>
          <PersonIcon />
          <span className={styles.name}>{name}</span>
          <ChevronDownIcon />
        </Button>
        <Popover className={styles.popover} placement="bottom end" offset={4}>
          {/* react-aria names the menu after its button: the person's name. */}
          <Menu className={styles.menu}>
            {myInformation !== undefined && (
              <MenuItem id="myInformation" href={myInformation.href} className={styles.item}>
                {myInformation.label}
              </MenuItem>
            )}
            {childMatters !== undefined && (
              <MenuItem id="childMatters" href={childMatters.href} className={styles.item}>
                {childMatters.label}
              </MenuItem>
            )}
            <MenuItem id="logout" onAction={() => choose('logout')} className={styles.item}>
              {logoutLabel}
            </MenuItem>
            <MenuItem
              id="logoutAllDevices"
              onAction={() => choose('logoutAllDevices')}
              className={styles.item}
            >
              {logoutAllDevicesLabel}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </InPlacePortal>
  );
}
