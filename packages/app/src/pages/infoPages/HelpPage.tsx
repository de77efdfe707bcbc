import { builtPath } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { HelpView } from '@portal/ui';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SignedInOnly } from '../invoices/SignedInOnly';

/** `/fi/ohjeita`: the Finnish help page, for a signed-in person (messaging-invoices-shell.md §6). */
export function HelpPage() {
  return (
    <SignedInOnly>
      <Help />
    </SignedInOnly>
  );
}

function Help() {
  const { session } = usePortal();
  // Help is written in Finnish only.
  use(loadPageWords('fi', 'infoPages'));
  const LL = useI18n();
  useDocumentTitle(LL.infoPages.help.title());
  // The SMS identification entry is there only while the mfa feature is on.
  const sms = session.features.includes('mfa') ? { link: builtPath('myInformation', 'fi') } : null;
  return <HelpView sms={sms} />;
}
