import { buildPath, maxVaccinationPage } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { ListPageView, VaccinationList, type VaccinationListState } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { useSearchParams } from 'react-router';
import { fetchVaccinations } from '../../../api/labAndSurveys';
import { useI18n } from '../../../i18n/I18nProvider';
import { usePortal } from '../../../router/PortalContext';
import { useDocumentTitle } from '../../../shell/useDocumentTitle';
import { SignedInOnly } from '../../invoices/SignedInOnly';
import { recordKeys } from '../useRead';

/** `/{lang}/vaccinations`: 25 a page; `?page=` keeps the page in the address. */
export function VaccinationsPage() {
  const { lang } = usePortal();
  // The page's words load with it, not with every first page (the suspense of the lazy page waits).
  use(loadPageWords(lang, 'vaccinations'));
  return (
    <SignedInOnly>
      <Vaccinations />
    </SignedInOnly>
  );
}

function Vaccinations() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  useDocumentTitle(LL.vaccinations.title());
  const asked = Number(query.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= maxVaccinationPage ? asked : 1;
  const read = useQuery({
    queryKey: [...recordKeys.vaccinations, page, lang],
    queryFn: ({ signal }) => fetchVaccinations(page, lang)(signal),
    placeholderData: keepPreviousData,
  });
  const state: VaccinationListState = read.data
    ? {
        status: 'loaded',
        vaccinations: read.data.vaccinations,
        page: read.data.page,
        totalCount: read.data.totalCount,
      }
    : read.isError
      ? { status: 'failed', isRetrying: read.isFetching }
      : { status: 'loading' };
  return (
    <ListPageView title={LL.vaccinations.title()} intro={LL.vaccinations.intro()}>
      <VaccinationList
        state={state}
        pageHref={(next) =>
          buildPath('vaccinations', lang, undefined, next === 1 ? {} : { page: String(next) })
        }
        onRetry={() => void read.refetch()}
      />
    </ListPageView>
  );
}
