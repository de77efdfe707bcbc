import {
  inputMaxLength,
  type RegistrationConsent,
  registrationConsents,
  registrationRequest,
} from '@portal/domain';
import { Checkbox, Stack, TextField, useWords } from '@portal/ui';
import { useState } from 'react';
import { z } from 'zod/mini';
import { FormCard } from '../FormCard';
import { errorCodesOf, type FieldKind, fieldErrorText } from '../fieldErrors';

/** The registration form's check: the domain's registration request, the language left to the page. */
export const registrationFormSchema = z.omit(registrationRequest, { language: true });

/** What the registration form sends: names, address, e-mail and phone, normalised, and both consents. */
export type RegistrationValue = z.output<typeof registrationFormSchema>;

type Field = Exclude<keyof z.input<typeof registrationFormSchema>, RegistrationConsent>;

const noConsents = { privacyPolicyRead: false, dataProcessingAccepted: false } satisfies Record<
  RegistrationConsent,
  boolean
>;

const fields: readonly { field: Field; kind: FieldKind; autoComplete: string; maxLength: number }[] = [
  { field: 'firstName', kind: 'text', autoComplete: 'given-name', maxLength: inputMaxLength.personName },
  { field: 'lastName', kind: 'text', autoComplete: 'family-name', maxLength: inputMaxLength.personName },
  {
    field: 'streetAddress',
    kind: 'text',
    autoComplete: 'street-address',
    maxLength: inputMaxLength.streetAddress,
  },
  { field: 'postalCode', kind: 'zipCode', autoComplete: 'postal-code', maxLength: inputMaxLength.zipCode },
  { field: 'postOffice', kind: 'text', autoComplete: 'address-level2', maxLength: inputMaxLength.postOffice },
  { field: 'phoneNumber', kind: 'phone', autoComplete: 'tel', maxLength: inputMaxLength.contactPhone },
  { field: 'emailAddress', kind: 'email', autoComplete: 'email', maxLength: inputMaxLength.emailAddress },
];

export interface RegistrationFormProps {
  /** The obfuscated identity code of the person registered, shown as static text. */
  identityCode: string;
  /** The names the identification gave; `null` when it gave none. */
  firstName: string | null;
  lastName: string | null;
  /** A guardian registers a child: the names come from the register and cannot be changed. */
  child: boolean;
  /** The registration is being saved. */
  submitting: boolean;
  /** The last save failed. Default `false`. */
  failed?: boolean;
  /** Sends the checked values. */
  onSubmit: (value: RegistrationValue) => void;
}

/**
 * The registration of a new customer (booking.md §2 item 9, §5): the identity code, names, address,
 * phone and e-mail, and the required privacy-policy and data-processing consents
 * (messaging-invoices-shell.md §5), checked with the same rules as the server; for a child the names
 * are disabled and the title is the child's information.
 */
export function RegistrationForm({
  identityCode,
  firstName,
  lastName,
  child,
  submitting,
  failed = false,
  onSubmit,
}: RegistrationFormProps) {
  const words = useWords().reservation;
  const LL = words.registration;
  const contact = words.contact;
  const [input, setInput] = useState<Record<Field, string>>({
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    streetAddress: '',
    postalCode: '',
    postOffice: '',
    phoneNumber: '',
    emailAddress: '',
  });
  const [consents, setConsents] = useState<Record<RegistrationConsent, boolean>>(noConsents);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const labels: Record<Field, string> = {
    firstName: LL.firstName(),
    lastName: LL.lastName(),
    streetAddress: contact.streetAddress(),
    postalCode: contact.zipCode(),
    postOffice: contact.postOffice(),
    phoneNumber: contact.phone(),
    emailAddress: contact.email(),
  };

  const consentWords = {
    privacyPolicyRead: { label: LL.consents.privacyPolicyRead, required: LL.consents.privacyPolicyRequired },
    dataProcessingAccepted: {
      label: LL.consents.dataProcessingAccepted,
      required: LL.consents.dataProcessingRequired,
    },
  } satisfies Record<RegistrationConsent, { label: () => string; required: () => string }>;

  function submit() {
    const result = registrationFormSchema.safeParse({ ...input, ...consents });
    if (result.success) {
      setErrors({});
      onSubmit(result.data);
    } else setErrors(errorCodesOf(result.error));
  }

  return (
    <FormCard
      title={child ? LL.childTitle() : LL.title()}
      submitting={submitting}
      failed={failed}
      words={LL}
      onSubmit={submit}
      data={{ 'data-child': child }}
    >
      <p>{child ? LL.childIntro() : LL.intro()}</p>
      <dl>
        <dt>{LL.identityCode()}</dt>
        <dd>{identityCode}</dd>
      </dl>
      {fields.map(({ field, kind, autoComplete, maxLength }) => {
        const code = errors[field];
        const isName = field === 'firstName' || field === 'lastName';
        return (
          <TextField
            key={field}
            label={labels[field]}
            value={input[field]}
            onChange={(value) => setInput((before) => ({ ...before, [field]: value }))}
            errorMessage={code === undefined ? undefined : fieldErrorText(words.fieldErrors, kind, code)}
            description={field === 'phoneNumber' ? contact.phoneDescription() : undefined}
            autoComplete={autoComplete}
            maxLength={maxLength}
            isRequired
            isDisabled={submitting || (child && isName)}
            type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
          />
        );
      })}
      <fieldset>
        <legend>{LL.consents.legend()}</legend>
        <Stack space="sm">
          <p>{LL.consents.privacyPolicyText()}</p>
          {registrationConsents.map((consent) => (
            <Checkbox
              key={consent}
              isSelected={consents[consent]}
              onChange={(given) => setConsents((before) => ({ ...before, [consent]: given }))}
              isDisabled={submitting}
              isRequired
              errorMessage={errors[consent] === undefined ? undefined : consentWords[consent].required()}
            >
              {consentWords[consent].label()}
            </Checkbox>
          ))}
        </Stack>
      </fieldset>
    </FormCard>
  );
}
