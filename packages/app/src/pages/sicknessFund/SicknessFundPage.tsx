import { featureSet, isSicknessFundTab, seesSicknessFund, sicknessFundMemberFlag } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { NotFoundView, SicknessFundView } from '@portal/ui';
import { use } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SignedInOnly } from '../invoices/SignedInOnly';

/** `/{lang}/sairauskassa`: the fund's four tabs, for its members; `?tab=` keeps the tab in the address. */
export function SicknessFundPage() {
  return (
    <SignedInOnly>
      <SicknessFund />
    </SignedInOnly>
  );
}

function SicknessFund() {
  const { lang, session } = usePortal();
  use(loadPageWords(lang, 'sicknessFund'));
  const LL = useI18n();
  const [query, setQuery] = useSearchParams();
  // The server gives the members' flag to the fund's members only.
  const features = featureSet(session.features);
  const member = seesSicknessFund(features, features.has(sicknessFundMemberFlag));
  useDocumentTitle(member ? LL.sicknessFund.title() : LL.errors.notFound.title());
  if (!member) return <NotFoundView />;
  const asked = query.get('tab');
  const tab = isSicknessFundTab(asked) ? asked : 'overview';
  return (
    <SicknessFundView
      tab={tab}
      onTabChange={(next) => setQuery(next === 'overview' ? {} : { tab: next }, { replace: true })}
    />
  );
}
