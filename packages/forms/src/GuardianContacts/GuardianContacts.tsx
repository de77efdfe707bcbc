import type { StoredGuardian } from '@portal/domain';
import { Card, Stack, useWords } from '@portal/ui';

export interface GuardianContactsProps {
  /** The stored guardians, at most two. */
  guardians: readonly StoredGuardian[];
}

/**
 * The guardians' contact information tab, view-only (patient-area.md §5): each guardian's name,
 * phone, e-mail and address (or 'same address as the child'), with the note that each guardian
 * updates their own details.
 */
export function GuardianContacts({ guardians }: GuardianContactsProps) {
  const LL = useWords().myInformation.guardians;
  return (
    <Card title={LL.viewTitle()}>
      <Stack space="md">
        <p>{LL.note()}</p>
        {guardians.length === 0 && <p>{LL.none()}</p>}
        {guardians.map((guardian, index) => (
          <section
            key={guardian.name}
            aria-label={LL.guardian({ number: index + 1 })}
            data-guardian={index + 1}
          >
            <h3>{guardian.name}</h3>
            <dl>
              {guardian.obfuscatedPersonalIdentityCode !== null && (
                <>
                  <dt>{LL.identityCode()}</dt>
                  <dd>{guardian.obfuscatedPersonalIdentityCode}</dd>
                </>
              )}
              <dt>{LL.phone()}</dt>
              <dd>{guardian.phone}</dd>
              <dt>{LL.email()}</dt>
              <dd>{guardian.emailAddress}</dd>
              <dt>{LL.address()}</dt>
              <dd>
                {guardian.isGuardianHasSameAddress
                  ? LL.sameAddress()
                  : `${guardian.streetAddress}, ${guardian.zipCode} ${guardian.postOffice}`}
              </dd>
            </dl>
          </section>
        ))}
      </Stack>
    </Card>
  );
}
