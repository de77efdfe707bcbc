import {
  buildPath,
  featureSet,
  influenzaVaccinationSearch,
  occupationalVaccinationView,
  vaccinationCustomerServicePhone,
} from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { type OccupationalVaccinationState, OccupationalVaccinationView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { strongAuthenticationUrl } from '../../api/oauth';
import { fetchOccupationalVaccination } from '../../api/occupationalVaccination';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { NotFoundPage } from '../notFound';

/** `/{lang}/{occupational vaccination word}` (patient-area.md §2): needs `ohc-appointment-search`. */
export function OccupationalVaccinationPage() {
  const { session } = usePortal();
  if (!featureSet(session.features).has('ohc-appointment-search')) return <NotFoundPage />;
  return <Vaccination />;
}

function Vaccination() {
  const LL = useI18n();
  const { lang, session, brand } = usePortal();
  // The words of these pages load with them, not with every first page.
  use(loadPageWords(lang, 'occupationalVaccination'));
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(LL.occupationalVaccination.title());
  const signedIn = session.isSessionValid;
  const contract = useQuery({
    queryKey: ['occupationalVaccination'],
    queryFn: ({ signal }) => fetchOccupationalVaccination(signal),
    enabled: signedIn,
  });
  let state: OccupationalVaccinationState;
  if (!signedIn) {
    // The return path is this same page.
    state = {
      kind: 'signIn',
      signInHref: strongAuthenticationUrl(lang, location.pathname + location.search),
    };
  } else if (contract.isPending) {
    state = { kind: 'loading' };
  } else if (contract.isError) {
    state = { kind: 'loadFailed', onRetry: () => void contract.refetch() };
  } else {
    const view = occupationalVaccinationView(
      contract.data.status,
      contract.data.isInfluenzaVaccinationAllowed,
    );
    state =
      view === 'selection'
        ? { kind: 'selection', influenzaHref: influenzaVaccinationSearch(brand, lang) }
        : view === 'signIn'
          ? { kind: 'signIn', signInHref: strongAuthenticationUrl(lang, location.pathname) }
          : { kind: view };
  }
  return (
    <OccupationalVaccinationView
      state={state}
      customerServicePhone={vaccinationCustomerServicePhone}
      onGoBack={() => navigate(buildPath('front', lang))}
    />
  );
}
