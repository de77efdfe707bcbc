import { type ConsentPermit, consentPermits, type PatientDataConsent } from '@portal/domain';
import { Checkbox, Stack, useWords } from '@portal/ui';
import { useState } from 'react';
import { FormCard } from '../FormCard';

export interface ConsentFormProps {
  /** The permits the brand asks for (`BrandConfig.consentPermits`); the others are sent as not given. */
  permits: readonly ConsentPermit[];
  /** The consent is being saved. */
  submitting: boolean;
  /** The last save failed. Default `false`. */
  failed?: boolean;
  /** Sends all five permits. */
  onSubmit: (consent: PatientDataConsent) => void;
  /** The heading's level. Default `2`. */
  headingLevel?: 2 | 3;
  /** The consent given earlier, shown as it stands; `null` while never given. Default `null`. */
  initialConsent?: PatientDataConsent | null;
}

const none = Object.fromEntries(consentPermits.map((permit) => [permit, false])) as Record<
  ConsentPermit,
  boolean
>;

/**
 * The patient data consent form (booking.md §2 item 8, §4): one box per permit of the brand, saved
 * together; shown while the patient has never filled it, and on its own address with the consent as it
 * stands.
 */
export function ConsentForm({
  permits,
  submitting,
  failed = false,
  onSubmit,
  headingLevel = 2,
  initialConsent = null,
}: ConsentFormProps) {
  const LL = useWords().reservation.consent;
  const [consent, setConsent] = useState<Record<ConsentPermit, boolean>>(() => ({
    ...none,
    ...initialConsent,
  }));

  return (
    <FormCard
      title={LL.title()}
      headingLevel={headingLevel}
      submitting={submitting}
      failed={failed}
      words={LL}
      onSubmit={() => onSubmit({ ...consent })}
    >
      <p>{LL.intro()}</p>
      <fieldset>
        <legend>{LL.legend()}</legend>
        <Stack space="sm">
          {permits.map((permit) => (
            <Checkbox
              key={permit}
              isSelected={consent[permit]}
              onChange={(given) => setConsent((before) => ({ ...before, [permit]: given }))}
              isDisabled={submitting}
            >
              {LL.permits[permit]()}
            </Checkbox>
          ))}
        </Stack>
      </fieldset>
    </FormCard>
  );
}
