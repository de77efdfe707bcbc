import type { ContactUpdateRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateContact } from '../../api/patient';
import { setPatient } from '../../api/userQuery';
import { myInformationKeys } from './queries';

/** Session-bound writes need the session's token; without one the write fails as a failed call would. */
export function tokenOf(csrfToken: string | null): string {
  if (csrfToken === null) throw new Error('No session token');
  return csrfToken;
}

/**
 * Saves the contact details (those the flow asks for) and language; the record the server answers
 * replaces the cached one.
 */
export function useContactUpdate(csrfToken: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactUpdateRequest) => updateContact(tokenOf(csrfToken), contact),
    onSuccess: (patient) => {
      setPatient(client, patient);
      // The change is in the access log now.
      void client.invalidateQueries({ queryKey: myInformationKeys.all });
    },
  });
}
