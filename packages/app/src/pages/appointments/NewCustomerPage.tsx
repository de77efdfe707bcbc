import { buildPath } from '@portal/domain';
import { NewCustomerView } from '@portal/ui';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useLogOut } from '../../shell/LogOut';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}/{new-customer word}`: a signed-in person with no appointments or other events yet. */
export function NewCustomerPage() {
  const LL = useI18n();
  const { lang, brand } = usePortal();
  const logOut = useLogOut();
  useDocumentTitle(LL.frontPage.newCustomer.title());
  return (
    <>
      <NewCustomerView
        bookHref={buildPath('visitTypeLanding', lang)}
        customerServicePhone={brand.customerServicePhone}
        onLogOut={() => logOut.ask('logout')}
      />
      {logOut.dialog}
    </>
  );
}
