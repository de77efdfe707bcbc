import { buildPath, type TransactionPathError } from '@portal/domain';
import { type ChildChoiceState, ChildChoiceView } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { actForChild, fetchChildren } from '../../api/guardianship';
import { safeNextOr } from '../../api/oauth';
import { ApiError } from '../../api/request';
import { useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { SignedInOnly } from '../invoices/SignedInOnly';
import { ChildRegistration } from './ChildRegistration';

/** `/{lang}/{transaction-path word}/{child word}`: the child to act for, after identification. */
export function ChildChoicePage() {
  return (
    <SignedInOnly>
      <ChildChoice />
    </SignedInOnly>
  );
}

function ChildChoice() {
  const LL = useI18n();
  const { lang, session } = usePortal();
  const [query] = useSearchParams();
  const navigation = useFullPageNavigation();
  useDocumentTitle(LL.actingForChild.childChoice.title());
  const next = safeNextOr(query.get('next'), lang);
  const children = useQuery({
    queryKey: ['guardianship', 'children'],
    queryFn: ({ signal }) => fetchChildren(signal),
  });
  const [registering, setRegistering] = useState<string | null>(null);
  const choice = useMutation({
    mutationFn: (code: string) => {
      if (session.csrfToken === null) throw new Error('No session to act in');
      return actForChild(session.csrfToken, code);
    },
    // The whole page loads again, so nothing read for the guardian stays in the page's memory.
    onSuccess: () => navigation.assign(next),
    onError: (error, code) => {
      // The clinic has no record of the child yet: the registration's child variant comes first.
      if (error instanceof ApiError && error.type === 'noPatient') return setRegistering(code);
      const reason: TransactionPathError =
        error instanceof ApiError && error.type === 'disallowed' ? 'disallowed' : 'unknown';
      navigation.assign(buildPath('transactionPath', lang, undefined, { error: reason, next }));
    },
  });
  const unregistered = children.data?.find((child) => child.personalIdentityCode === registering);
  if (unregistered)
    return <ChildRegistration child={unregistered} onRegistered={() => navigation.assign(next)} />;
  const state: ChildChoiceState = children.isPending
    ? { kind: 'loading' }
    : children.isError
      ? { kind: 'error' }
      : { kind: 'ready', children: children.data };
  return (
    <ChildChoiceView
      state={state}
      choosing={choice.isPending || choice.isSuccess ? (choice.variables ?? null) : null}
      onChoose={(code) => choice.mutate(code)}
      onRetry={() => void children.refetch()}
      ownHref={next}
    />
  );
}
