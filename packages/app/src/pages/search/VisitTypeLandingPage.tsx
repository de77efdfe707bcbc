import {
  buildPath,
  featureSet,
  helsinkiIsoDate,
  landingVisitTypes,
  listPages,
  otherLanguages,
} from '@portal/domain';
import { useNow, VisitTypeLanding } from '@portal/ui';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}/{booking word}`: the visit types of the brand and the flags, each leading to its list. */
export function VisitTypeLandingPage() {
  const LL = useI18n();
  const { lang, session, brand } = usePortal();
  useDocumentTitle(LL.search.landing.title());
  const types = landingVisitTypes(brand, featureSet(session.features), helsinkiIsoDate(useNow()));
  return (
    <VisitTypeLanding
      visitTypes={types.map((type) => ({ type, href: buildPath(listPages[type], lang) }))}
      languageLinks={otherLanguages(lang).map((other) => ({
        lang: other,
        href: buildPath('visitTypeLanding', other),
      }))}
      customerServicePhone={brand.customerServicePhone}
    />
  );
}
