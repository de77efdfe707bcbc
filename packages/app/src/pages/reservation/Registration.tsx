import type { PatientWire, UserAnswer } from '@portal/domain';
import { RegistrationForm, type RegistrationValue } from '@portal/forms';
import { useState } from 'react';
import { registerUser } from '../../api/patient';
import { usePortal } from '../../router/PortalContext';

export interface RegistrationProps {
  /** What the identification told of the person. */
  person: UserAnswer['person'];
  /** A guardian registers a child: the names are the register's. Default `false`. */
  child?: boolean;
  /** The patient record was created. */
  onRegistered: (patient: PatientWire) => void;
}

/** The registration form wired to `POST /api/user/register` (booking.md §2 item 9). */
export function Registration({ person, child = false, onRegistered }: RegistrationProps) {
  const { session, lang } = usePortal();
  const [status, setStatus] = useState<'idle' | 'submitting' | 'failed'>('idle');

  async function register(value: RegistrationValue) {
    if (session.csrfToken === null) return setStatus('failed');
    setStatus('submitting');
    try {
      onRegistered(await registerUser(session.csrfToken, { ...value, language: lang }));
    } catch {
      setStatus('failed');
    }
  }

  return (
    <RegistrationForm
      identityCode={person.obfuscatedPersonalIdentityCode}
      firstName={person.givenName}
      lastName={person.familyName}
      child={child}
      submitting={status === 'submitting'}
      failed={status === 'failed'}
      onSubmit={register}
    />
  );
}
