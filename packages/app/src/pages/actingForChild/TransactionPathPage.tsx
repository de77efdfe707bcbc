import { mandateInfoUrl, transactionPathError } from '@portal/domain';
import { TransactionPathView } from '@portal/ui';
import { useSearchParams } from 'react-router';
import { childPathUrl, safeNextOr, strongAuthenticationUrl } from '../../api/oauth';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * `/{lang}/{transaction-path word}` (patient-area.md §2): 'My child's' identifies and then chooses the
 * child, 'My own' identifies and goes on to `next` (or the front page); an `error` shows its toast.
 */
export function TransactionPathPage() {
  const LL = useI18n();
  const { lang } = usePortal();
  const [query] = useSearchParams();
  useDocumentTitle(LL.actingForChild.transactionPath.title());
  const next = safeNextOr(query.get('next'), lang);
  return (
    <TransactionPathView
      childHref={childPathUrl(lang, next)}
      ownHref={strongAuthenticationUrl(lang, next)}
      error={transactionPathError(query.get('error'))}
      infoHref={mandateInfoUrl[lang]}
    />
  );
}
