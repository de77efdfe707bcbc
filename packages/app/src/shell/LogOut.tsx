import { buildPath } from '@portal/domain';
import { ConfirmDialog } from '@portal/ui';
import { type ReactNode, useState } from 'react';
import { logOut } from '../api/session';
import { useI18n } from '../i18n/I18nProvider';
import { useFullPageNavigation } from '../navigation/FullPageNavigation';
import { usePortal } from '../router/PortalContext';

/** Log-out as the shell offers it: `ask` opens the confirmation, `dialog` must be rendered once. */
export interface LogOutControl {
  ask: () => void;
  dialog: ReactNode;
}

/**
 * Log-out (messaging-invoices-shell.md §4): confirm, call, then load the front page. The user menu and
 * the small-screen menu both ask through the one dialog.
 */
export function useLogOut(): LogOutControl {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const navigation = useFullPageNavigation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      if (session.csrfToken !== null) await logOut(session.csrfToken);
    } catch {
      // Whatever the answer (already ended, network), the front page then shows the session as it is.
    }
    navigation.assign(buildPath('front', lang));
  }

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={LL.shell.logout.confirmTitle()}
      text={LL.shell.logout.confirmText()}
      confirmLabel={LL.shell.logout.confirm()}
      cancelLabel={LL.shell.logout.cancel()}
      busy={busy}
      busyLabel={LL.shell.logout.busy()}
      onConfirm={confirm}
    />
  );
  return { ask: () => setOpen(true), dialog };
}
