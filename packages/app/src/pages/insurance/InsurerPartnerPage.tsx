import { brandConfig, brandHref, buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { InsurerPartnerLanding } from '@portal/ui';
import { use } from 'react';
import { useLocation } from 'react-router';
import { childPathUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const generalBrand = brandConfig('general');
const childrenBrand = brandConfig('children');

/**
 * `/{lang}/lahitapiola`: where the partner insurer sends its customers after granting a
 * direct-billing permit (booking.md §2 item 4). A guardian books for a minor at the children's
 * brand on the child path (strong identification, then choosing the child, then the insurance
 * list as the child); an adult books at the general brand's insurance list. Each
 * card leads to its brand's own site when the server knows that site's address.
 */
export function InsurerPartnerPage() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  // The insurance words load with the pages that show them, not with every first page.
  use(loadPageWords(lang, 'insurance'));
  const location = useLocation();
  useDocumentTitle(LL.insurance.landing.title());
  const insuranceList = buildPath('insuranceList', lang);
  const at = (brand: typeof session.brand, path: string) =>
    brandHref(brand, session.brand, session.brandUrls ?? {}, path);
  return (
    <InsurerPartnerLanding
      childBooking={{
        name: childrenBrand.displayName,
        href: at(childrenBrand.id, childPathUrl(lang, insuranceList)),
      }}
      selfBooking={{ name: generalBrand.displayName, href: at(generalBrand.id, insuranceList) }}
      phone={generalBrand.customerServicePhone}
      languages={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(location.pathname + location.search, other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}
