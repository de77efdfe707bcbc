import {
  type ConsentPermit,
  type ConsentRequest,
  consentFormReady,
  consentPermits,
  type PatientDataConsent,
} from '@portal/domain';
import { Checkbox, Notice, Stack, useWords } from '@portal/ui';
import { useState } from 'react';
import { FormCard } from '../FormCard';

export interface ConsentFormProps {
  /** The permits the brand asks for (`BrandConfig.consentPermits`); the others are sent as not given. */
  permits: readonly ConsentPermit[];
  /** The consent is being saved. */
  submitting: boolean;
  /** The last save failed. Default `false`. */
  failed?: boolean;
  /** Sends all five permits, the data-processing consent and, the first time, the privacy policy read. */
  onSubmit: (consent: ConsentRequest) => void;
  /** The heading's level. Default `2`. */
  headingLevel?: 2 | 3;
  /**
   * The consent given earlier, shown as it stands; `null` while the form was never filled, when the
   * privacy policy shows with its required box. Default `null`.
   */
  initialConsent?: PatientDataConsent | null;
  /** The last save went through and the form stays shown (my information). Default `false`. */
  saved?: boolean;
}

const none = Object.fromEntries(consentPermits.map((permit) => [permit, false])) as Record<
  ConsentPermit,
  boolean
>;

/**
 * The patient data consent form (booking.md §2 item 8, §4; patient-area.md §4, §5): one box per
 * permit of the brand (voluntary), the data-processing consent (required) and, while the form was
 * never filled, the privacy policy with its required box; sent only when the required boxes are
 * ticked. Shown while the patient has never filled it, on its own address and in my information.
 */
export function ConsentForm({
  permits,
  submitting,
  failed = false,
  onSubmit,
  headingLevel = 2,
  initialConsent = null,
  saved = false,
}: ConsentFormProps) {
  const words = useWords().reservation;
  const LL = words.consent;
  const required = words.registration.consents;
  const neverFilled = initialConsent === null;
  const [consent, setConsent] = useState<Record<ConsentPermit, boolean>>(() => ({
    ...none,
    ...initialConsent,
  }));
  const [privacyPolicyRead, setPrivacyPolicyRead] = useState(false);
  // Filling the form before gave the data-processing consent; it shows as given.
  const [dataProcessingAccepted, setDataProcessingAccepted] = useState(!neverFilled);
  const ready = consentFormReady({ neverFilled, privacyPolicyRead, dataProcessingAccepted });

  function submit() {
    if (!ready) return;
    onSubmit({
      ...consent,
      dataProcessingAccepted: true,
      ...(neverFilled ? { privacyPolicyRead: true } : {}),
    });
  }

  return (
    <FormCard
      title={LL.title()}
      headingLevel={headingLevel}
      submitting={submitting}
      submitDisabled={!ready}
      failed={failed}
      words={LL}
      onSubmit={submit}
      data={{ 'data-ready': ready }}
    >
      <p>{LL.intro()}</p>
      {saved && <Notice tone="success">{LL.saved()}</Notice>}
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
      <fieldset>
        <legend>{required.legend()}</legend>
        <Stack space="sm">
          {neverFilled && (
            <>
              <p>{required.privacyPolicyText()}</p>
              <Checkbox
                isSelected={privacyPolicyRead}
                onChange={setPrivacyPolicyRead}
                isDisabled={submitting}
                isRequired
              >
                {required.privacyPolicyRead()}
              </Checkbox>
            </>
          )}
          <Checkbox
            isSelected={dataProcessingAccepted}
            onChange={setDataProcessingAccepted}
            isDisabled={submitting}
            isRequired
          >
            {required.dataProcessingAccepted()}
          </Checkbox>
        </Stack>
      </fieldset>
    </FormCard>
  );
}
