import { obfuscateIdentityCode, type WardWire } from '@portal/domain';
import { PatientRecordPage, RegistrationForm } from '@portal/forms';
import { useMutation } from '@tanstack/react-query';
import { registerChild } from '../../api/guardianship';
import { usePortal } from '../../router/PortalContext';

export interface ChildRegistrationProps {
  /** The chosen child, as the population register names them. */
  child: WardWire;
  /** The child is registered and acted for. */
  onRegistered: () => void;
}

/**
 * The registration's child variant (booking.md §2 item 9): a guardian chose a child of whom the clinic
 * has no record, so the child's details are asked first, the names the register's and disabled.
 */
export function ChildRegistration({ child, onRegistered }: ChildRegistrationProps) {
  const { session, lang } = usePortal();
  const registration = useMutation({
    mutationFn: (value: Parameters<typeof registerChild>[1]) => {
      if (session.csrfToken === null) throw new Error('No session to register in');
      return registerChild(session.csrfToken, value);
    },
    onSuccess: onRegistered,
  });
  return (
    <PatientRecordPage
      page="registration"
      state={{
        status: 'form',
        form: (
          <RegistrationForm
            identityCode={obfuscateIdentityCode(child.personalIdentityCode)}
            firstName={child.firstName}
            lastName={child.lastName}
            child
            submitting={registration.isPending || registration.isSuccess}
            failed={registration.isError}
            onSubmit={(value) =>
              registration.mutate({
                ...value,
                personalIdentityCode: child.personalIdentityCode,
                language: lang,
              })
            }
          />
        ),
      }}
    />
  );
}
