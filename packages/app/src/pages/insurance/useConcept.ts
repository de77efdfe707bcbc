import { type ConceptStatus, conceptAction, type PatientConcept } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addConcept } from '../../api/insurance';
import { ApiError } from '../../api/request';
import { userKey } from '../../api/userQuery';

/**
 * Where the concept of the chosen insurer and payment type stands (booking.md §5): none needed,
 * ready when the patient has it, otherwise added with `POST /api/concepts` (adding, then ready
 * or failed), after which the person's record is read again. `code` is `null` until the insurer
 * part is complete, so nothing is added for a choice the person is still making. A failed code is
 * not tried again by itself; picking again gives a new attempt.
 */
export function useConcept(
  code: string | null,
  patientConcepts: readonly PatientConcept[],
  csrfToken: string | null,
): ConceptStatus {
  const client = useQueryClient();
  // Codes added here; the server records them as allowing direct reimbursement.
  const [added, setAdded] = useState<readonly string[]>([]);
  const [failed, setFailed] = useState<{ code: string; refused: boolean } | null>(null);
  const { mutate } = useMutation({
    mutationFn: (adding: string) => {
      if (csrfToken === null) throw new Error('No session token');
      return addConcept(csrfToken, adding);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userKey });
    },
  });
  const known = [
    ...patientConcepts,
    ...added.map((added) => ({ code: added, directReimbursementAllowed: true })),
  ];
  const action = conceptAction(known, code);

  // Another choice forgets the failure, so coming back to the failed one tries again.
  useEffect(() => {
    setFailed((previous) => (previous?.code === code ? previous : null));
  }, [code]);

  useEffect(() => {
    if (code === null || action !== 'add' || failed?.code === code) return;
    // Only the newest call reports back: an answer for a choice since left is not taken.
    mutate(code, {
      onSuccess: () => setAdded((codes) => [...codes, code]),
      // The insurer's no to its direct reimbursement asks for another payment type, not a retry.
      onError: (error) =>
        setFailed({ code, refused: error instanceof ApiError && error.type === 'directReimbursementError' }),
    });
  }, [code, action, failed, mutate]);

  if (action === 'none') return 'notNeeded';
  if (action === 'send') return 'ready';
  if (failed?.code !== code) return 'adding';
  return failed.refused ? 'refused' : 'failed';
}
