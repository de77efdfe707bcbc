import {
  type ContactField,
  type ContactUpdateRequest,
  contactFormFields,
  contactUpdateRequest,
  inputMaxLength,
  type Lang,
  languages,
  type PatientWire,
} from '@portal/domain';
import { Notice, RadioGroup, TextField, useWords } from '@portal/ui';
import { useState } from 'react';
import { ErrorSummary } from '../ErrorSummary';
import { FormCard } from '../FormCard';
import { errorCodesOf, type FieldKind, fieldErrorText } from '../fieldErrors';

/**
 * What the contact form sends: the fields it asks for (normalised), and the language when it asks
 * for all of them.
 */
export type ContactFormValue = ContactUpdateRequest;

type Field = ContactField;

const fields: readonly { field: Field; kind: FieldKind; autoComplete: string; maxLength: number }[] = [
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

export interface ContactFormProps {
  /** The patient as stored: names and identity code shown, the rest to edit. */
  patient: PatientWire;
  /** The details are being saved. */
  submitting: boolean;
  /** The last save failed. Default `false`. */
  failed?: boolean;
  /** The last save went through and the person stays here. Default `false`. */
  saved?: boolean;
  /**
   * The fields asked for, in the form's order: a flow that needs fewer (paying needs only the
   * e-mail) asks only those, and the language with all of them only. Default: every field.
   */
  asked?: readonly ContactField[];
  /** Sends the checked values. */
  onSubmit: (value: ContactFormValue) => void;
}

/**
 * The contact form of my information (patient-area.md §5, messaging-invoices-shell.md §5): names
 * and identity code read-only, address, phone and e-mail checked by the server's own rules (values
 * trimmed, a leading 0 of the phone written as +358), and the language of communication.
 */
export function ContactForm({
  patient,
  submitting,
  failed = false,
  saved = false,
  asked = contactFormFields,
  onSubmit,
}: ContactFormProps) {
  const words = useWords();
  const LL = words.myInformation.contact;
  const contact = words.reservation.contact;
  const [input, setInput] = useState<Record<Field, string>>({
    streetAddress: patient.postalAddress.street,
    postalCode: patient.postalAddress.postalCode,
    postOffice: patient.postalAddress.postOffice,
    phoneNumber: patient.phoneNumber ?? patient.guardianContact?.phoneNumber ?? '',
    emailAddress: patient.email ?? patient.guardianContact?.email ?? '',
  });
  const shown = fields.filter(({ field }) => asked.includes(field));
  const all = shown.length === fields.length;
  // A child's missing phone or e-mail defaults to the guardian's: say so where it shows.
  const guardianDefaults = shown.some(
    ({ field }) =>
      (field === 'phoneNumber' && patient.phoneNumber === null && patient.guardianContact?.phoneNumber) ||
      (field === 'emailAddress' && patient.email === null && patient.guardianContact?.email),
  );
  const [language, setLanguage] = useState<Lang>(patient.language);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState(0);
  const labels: Record<Field, string> = {
    streetAddress: contact.streetAddress(),
    postalCode: contact.zipCode(),
    postOffice: contact.postOffice(),
    phoneNumber: contact.phone(),
    emailAddress: contact.email(),
  };

  function submit() {
    // The server's own check: every field asked is sent (an empty one is refused as missing).
    const given = Object.fromEntries(shown.map(({ field }) => [field, input[field]]));
    const result = contactUpdateRequest.safeParse(all ? { ...given, language } : given);
    if (result.success) {
      setErrors({});
      onSubmit(result.data);
    } else {
      setErrors(errorCodesOf(result.error));
      setRefused((count) => count + 1);
    }
  }
  const summary = shown.filter(({ field }) => errors[field] !== undefined);

  return (
    <FormCard
      title={LL.title()}
      submitting={submitting}
      failed={failed}
      words={LL}
      onSubmit={submit}
      data={{ 'data-saved': saved }}
    >
      <p>{all ? LL.intro() : LL.emailOnlyIntro()}</p>
      {guardianDefaults && <Notice tone="info">{LL.guardianDefaults()}</Notice>}
      {saved && <Notice tone="success">{LL.saved()}</Notice>}
      {summary.length > 0 && (
        <ErrorSummary
          attempt={refused}
          text={LL.errorSummary({
            fields: summary.map(({ field }) => labels[field].toLocaleLowerCase()).join(', '),
          })}
        />
      )}
      <dl>
        <dt>{LL.firstName()}</dt>
        <dd>{patient.firstName}</dd>
        <dt>{LL.lastName()}</dt>
        <dd>{patient.lastName}</dd>
        <dt>{LL.identityCode()}</dt>
        <dd>{patient.obfuscatedPersonalIdentityCode}</dd>
      </dl>
      <p>{LL.namesNote()}</p>
      {shown.map(({ field, kind, autoComplete, maxLength }) => {
        const code = errors[field];
        return (
          <TextField
            key={field}
            label={labels[field]}
            value={input[field]}
            onChange={(value) => setInput((before) => ({ ...before, [field]: value }))}
            errorMessage={
              code === undefined ? undefined : fieldErrorText(words.reservation.fieldErrors, kind, code)
            }
            description={field === 'phoneNumber' ? contact.phoneDescription() : undefined}
            autoComplete={autoComplete}
            maxLength={maxLength}
            isRequired
            isDisabled={submitting}
            type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
          />
        );
      })}
      {all && (
        <RadioGroup<Lang>
          label={LL.language()}
          options={languages.map((value) => ({ value, label: LL.languages[value]() }))}
          value={language}
          onChange={setLanguage}
          isDisabled={submitting}
          orientation="horizontal"
        />
      )}
    </FormCard>
  );
}
