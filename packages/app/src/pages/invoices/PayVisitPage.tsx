import { brandConfig, brandHref, buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { PayVisitLanding } from '@portal/ui';
import { use } from 'react';
import { useLocation } from 'react-router';
import { childPathUrl, strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const generalBrand = brandConfig('general');
const childrenBrand = brandConfig('children');

/**
 * `/{lang}/pay-visit`: the anonymous landing for paying a remote visit. Each link starts strong
 * identification at its brand and leads to the invoices there; a child's visit is paid at the
 * children's brand by the guardian, through the child path: identified, the guardian chooses the
 * child and sees the child's invoices, not their own (messaging-invoices-shell.md §2).
 */
export function PayVisitPage() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'invoices'));
  const location = useLocation();
  useDocumentTitle(LL.invoices.payVisit.title());
  const invoices = buildPath('invoices', lang);
  const at = (brand: typeof session.brand, path: string) =>
    brandHref(brand, session.brand, session.brandUrls ?? {}, path);
  const pay = (brand: typeof session.brand) => at(brand, strongAuthenticationUrl(lang, invoices));
  return (
    <PayVisitLanding
      ownVisit={[
        { name: generalBrand.displayName, href: pay(generalBrand.id) },
        { name: childrenBrand.displayName, href: pay(childrenBrand.id) },
      ]}
      childVisit={{
        name: childrenBrand.displayName,
        href: at(childrenBrand.id, childPathUrl(lang, invoices)),
      }}
      languages={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(location.pathname + location.search, other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}
