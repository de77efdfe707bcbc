import { builtPath, menuOffers } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { NotFoundView, type OccupationalTeamState, OccupationalTeamView } from '@portal/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { use } from 'react';
import { fetchOccupationalTeam } from '../../api/occupationalTeam';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SignedInOnly } from '../invoices/SignedInOnly';

const teamQuery = () =>
  queryOptions({
    queryKey: ['occupationalTeam'] as const,
    queryFn: ({ signal }) => fetchOccupationalTeam(signal),
    // Without a contract there is no team to wait for; any other failure may pass.
    retry: (count, error) =>
      !(error instanceof ApiError && error.type === 'noOccupationalHealthcare') && count < 1,
  });

/** `/{lang}/tyoterveystiimi`: the occupational health team, for a person with occupational care. */
export function OccupationalTeamPage() {
  return (
    <SignedInOnly>
      <OccupationalTeam />
    </SignedInOnly>
  );
}

function OccupationalTeam() {
  const { lang, session, brand } = usePortal();
  use(loadPageWords(lang, 'occupationalTeam'));
  const LL = useI18n();
  const read = useQuery(teamQuery());
  const noContract = read.error instanceof ApiError && read.error.type === 'noOccupationalHealthcare';
  useDocumentTitle(noContract ? LL.errors.notFound.title() : LL.occupationalTeam.title());
  if (noContract) return <NotFoundView />;
  const state: OccupationalTeamState = read.data
    ? { status: 'loaded', team: read.data.team }
    : read.isError
      ? { status: 'error', isRetrying: read.isFetching }
      : { status: 'loading' };
  // The ways onward are the menu's own: shown only when the menu offers them to this person.
  const offers = (page: 'occupationalList' | 'conversations') => menuOffers(brand, session, page);
  return (
    <OccupationalTeamView
      state={state}
      links={{
        book: offers('occupationalList') ? builtPath('occupationalList', lang) : null,
        message: offers('conversations') ? builtPath('newConversation', lang) : null,
      }}
      onRetry={() => void read.refetch()}
    />
  );
}
