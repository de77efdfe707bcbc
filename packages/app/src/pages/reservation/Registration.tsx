import type { PatientWire, UserAnswer } from '@portal/domain';
import { RegistrationForm, type RegistrationValue } from '@portal/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerUser } from '../../api/patient';
import { setPatient } from '../../api/userQuery';
import { usePortal } from '../../router/PortalContext';

export interface RegistrationProps {
  /** What the identification told of the person. */
  person: UserAnswer['person'];
  /** A guardian registers a child: the names are the register's. Default `false`. */
  child?: boolean;
  /** The patient record was created; it is in the cache of the person's record already. */
  onRegistered?: (patient: PatientWire) => void;
}

/**
 * The registration form wired to `POST /api/user/register` (booking.md §2 item 9); the record the
 * server answers replaces the person's record in the cache.
 */
export function Registration({ person, child = false, onRegistered }: RegistrationProps) {
  const { session, lang } = usePortal();
  const client = useQueryClient();
  const registration = useMutation({
    mutationFn: (value: RegistrationValue) => {
      if (session.csrfToken === null) throw new Error('No session to register in');
      return registerUser(session.csrfToken, { ...value, language: lang });
    },
    onSuccess: (patient) => {
      setPatient(client, patient);
      onRegistered?.(patient);
    },
  });

  return (
    <RegistrationForm
      identityCode={person.obfuscatedPersonalIdentityCode}
      firstName={person.givenName}
      lastName={person.familyName}
      child={child}
      submitting={registration.isPending}
      failed={registration.isError}
      onSubmit={(value) => registration.mutate(value)}
    />
  );
}
