import { buildPath, type MenuAction } from '@portal/domain';
import { ConfirmDialog } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { logOut, logOutAllDevices } from '../api/session';
import { forgetAllDrafts } from '../drafts/useDraft';
import { useI18n } from '../i18n/I18nProvider';
import { useFullPageNavigation } from '../navigation/FullPageNavigation';
import { usePortal } from '../router/PortalContext';

/** Log-out as the shell offers it: `ask` opens the confirmation, `dialog` must be rendered once. */
export interface LogOutControl {
  /**
   * Opens the confirmation of logging out here (`logout`) or on all devices (`logoutAllDevices`);
   * focus goes back to `returnFocusTo` when it closes, else to what had focus when it opened.
   */
  ask: (action: MenuAction, returnFocusTo?: HTMLElement | null) => void;
  dialog: ReactNode;
}

const calls = { logout: logOut, logoutAllDevices: logOutAllDevices } satisfies Record<
  MenuAction,
  (csrfToken: string) => Promise<void>
>;

/**
 * Log-out (messaging-invoices-shell.md §4), here or on all devices: confirm, call, then load the
 * front page. The user menu and the small-screen menu both ask through the one dialog.
 */
export function useLogOut(): LogOutControl {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const navigation = useFullPageNavigation();
  const [asked, setAsked] = useState<MenuAction | null>(null);
  const [busy, setBusy] = useState(false);
  // The words stay those of the last question while the dialog closes.
  const [shown, setShown] = useState<MenuAction>('logout');
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      if (session.csrfToken !== null) await calls[shown](session.csrfToken);
    } catch {
      // Whatever the answer (already ended, network), the front page then shows the session as it is.
    }
    forgetAllDrafts();
    navigation.assign(buildPath('front', lang));
  }

  const words = LL.shell.logout;
  const allDevices = shown === 'logoutAllDevices';
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) setAsked(null);
      }}
      title={allDevices ? words.allDevicesConfirmTitle() : words.confirmTitle()}
      text={allDevices ? words.allDevicesConfirmText() : words.confirmText()}
      confirmLabel={allDevices ? words.allDevicesConfirm() : words.confirm()}
      cancelLabel={words.cancel()}
      busy={busy}
      busyLabel={words.busy()}
      onConfirm={confirm}
      returnFocusTo={returnFocusTo}
    />
  );
  return {
    ask: (action, opener = null) => {
      setReturnFocusTo(opener);
      setShown(action);
      setAsked(action);
    },
    dialog,
  };
}
