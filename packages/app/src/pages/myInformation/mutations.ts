import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContactUpdate, updateContact } from '../../api/patient';
import { setPatient } from '../../api/userQuery';
import { myInformationKeys } from './queries';

/** Session-bound writes need the session's token; without one the write fails as a failed call would. */
export function tokenOf(csrfToken: string | null): string {
  if (csrfToken === null) throw new Error('No session token');
  return csrfToken;
}

/** Saves the contact details and language; the record the server answers replaces the cached one. */
export function useContactUpdate(csrfToken: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: ContactUpdate) => updateContact(tokenOf(csrfToken), contact),
    onSuccess: (patient) => {
      setPatient(client, patient);
      // The change is in the access log now.
      void client.invalidateQueries({ queryKey: myInformationKeys.all });
    },
  });
}
