import { buildPath } from '@portal/domain';
import { ActingForBanner } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { stopActingForChild } from '../api/guardianship';
import { ApiError } from '../api/request';
import { useFullPageNavigation } from '../navigation/FullPageNavigation';
import { usePortal } from '../router/PortalContext';

/**
 * The header's notice while a guardian acts for a child, and its way back: end it, then load the front
 * page whole, so that nothing read for the child stays in the page's memory; the same when the
 * server says the guardianship has ended. It travels in the signed-in shell's chunk, which a visitor
 * never loads.
 */
export function ActingForNotice() {
  const { actingFor, session, lang } = usePortal();
  const navigation = useFullPageNavigation();
  const stop = useMutation({
    mutationFn: async () => {
      if (session.csrfToken !== null) await stopActingForChild(session.csrfToken);
    },
    // Whatever the answer, the front page then shows the session as it is.
    onSettled: () => navigation.assign(buildPath('front', lang)),
  });
  // The server refuses a read with `disallowed` once the register has ended the guardianship, and
  // the session is the guardian's own again: the front page loads whole, as the guardian's.
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const error = event.type === 'updated' && event.action.type === 'error' ? event.action.error : null;
        if (error instanceof ApiError && error.type === 'disallowed')
          navigation.assign(buildPath('front', lang));
      }),
    [client, navigation, lang],
  );
  if (!actingFor) return null;
  return (
    <ActingForBanner
      name={`${actingFor.firstName} ${actingFor.lastName}`}
      onStop={() => stop.mutate()}
      stopping={stop.isPending || stop.isSuccess}
    />
  );
}
