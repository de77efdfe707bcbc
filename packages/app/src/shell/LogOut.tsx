import { buildPath } from '@portal/domain';
import { Button, ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import { logOut } from '../api/session';
import { useI18n } from '../i18n/I18nProvider';
import { useFullPageNavigation } from '../navigation/FullPageNavigation';
import { usePortal } from '../router/PortalContext';

/** The log-out button: confirm, call, then the front page (messaging-invoices-shell.md §4). */
export function LogOut() {
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

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {LL.shell.logout.button()}
      </Button>
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
    </>
  );
}
