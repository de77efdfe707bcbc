import { brandConfig, buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import { InsurerPartnerLanding } from '@portal/ui';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

const generalBrand = brandConfig('general');
const childrenBrand = brandConfig('children');

/**
 * `/{lang}/lahitapiola`: where the partner insurer sends its customers after granting a
 * direct-billing permit (booking.md §2 item 4). A guardian books for a minor at the children's
 * brand after strong identification; an adult books at the general brand's insurance list.
 */
export function InsurerPartnerPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  const location = useLocation();
  useDocumentTitle(LL.insurance.landing.title());
  const insuranceList = buildPath('insuranceList', lang);
  return (
    <InsurerPartnerLanding
      childBooking={{
        name: childrenBrand.displayName,
        href: buildPath('login', lang, undefined, { next: insuranceList }),
      }}
      selfBooking={{ name: generalBrand.displayName, href: insuranceList }}
      phone={generalBrand.customerServicePhone}
      languages={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(location.pathname + location.search, other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}
