import {
  canAddGuardian,
  canRemoveGuardian,
  emptyGuardian,
  type GuardianErrors,
  type GuardianField,
  type GuardianInput,
  guardianErrorFields,
  inputMaxLength,
  validateGuardians,
} from '@portal/domain';
import { Button, Checkbox, Notice, Stack, TextField, useWords } from '@portal/ui';
import { useState } from 'react';
import { ErrorSummary } from '../ErrorSummary';
import { FormCard } from '../FormCard';
import { fieldErrorText } from '../fieldErrors';

const limits: Record<GuardianField, number> = {
  name: inputMaxLength.guardianName,
  phone: inputMaxLength.guardianPhone,
  emailAddress: inputMaxLength.emailAddress,
  streetAddress: inputMaxLength.guardianStreetAddress,
  zipCode: inputMaxLength.zipCode,
  postOffice: inputMaxLength.guardianPostOffice,
};
const addressFields = ['streetAddress', 'zipCode', 'postOffice'] as const;

export interface GuardianFormProps {
  /** The guardians as stored, or the first prefilled from the population register; at least one. */
  initialGuardians: readonly GuardianInput[];
  /** The first guardian's identity code, obfuscated (shown, never edited). */
  firstGuardianIdentityCode: string;
  /** The guardians are being saved. */
  submitting: boolean;
  /** The last save failed. Default `false`. */
  failed?: boolean;
  /** The last save went through. Default `false`. */
  saved?: boolean;
  /** Sends the checked guardians, trimmed and the phones normalised. */
  onSubmit: (guardians: readonly GuardianInput[]) => void;
}

/**
 * The guardians of a child (patient-area.md §3, §5): up to two, the first the population
 * register's with the obfuscated identity code; 'same address as the child' hides the address; the
 * error summary names the fields to check in lower case; add disappears at two, the second can be
 * removed. The form's `data-guardians` tells how many there are.
 */
export function GuardianForm({
  initialGuardians,
  firstGuardianIdentityCode,
  submitting,
  failed = false,
  saved = false,
  onSubmit,
}: GuardianFormProps) {
  const words = useWords();
  const LL = words.myInformation.guardians;
  const [guardians, setGuardians] = useState<readonly GuardianInput[]>(
    initialGuardians.length > 0 ? initialGuardians : [emptyGuardian],
  );
  const [errors, setErrors] = useState<readonly GuardianErrors[]>([]);
  const [refused, setRefused] = useState(0);
  const labels: Record<GuardianField, string> = {
    name: LL.name(),
    phone: LL.phone(),
    emailAddress: LL.email(),
    streetAddress: LL.streetAddress(),
    zipCode: LL.zipCode(),
    postOffice: LL.postOffice(),
  };
  const summary = guardianErrorFields(errors);

  const change = (index: number, patch: Partial<GuardianInput>) =>
    setGuardians((before) =>
      before.map((guardian, at) => (at === index ? { ...guardian, ...patch } : guardian)),
    );

  function errorText(field: GuardianField, code: string | undefined): string | undefined {
    if (code === undefined) return undefined;
    if (field === 'zipCode' && code !== 'required') return LL.zipCodeFormat();
    const kind = field === 'phone' ? 'phone' : field === 'emailAddress' ? 'email' : 'text';
    return fieldErrorText(words.reservation.fieldErrors, kind, code);
  }

  function submit() {
    const result = validateGuardians(guardians);
    if (result.ok) {
      setErrors([]);
      onSubmit(result.value);
    } else {
      setErrors(result.errors);
      setRefused((count) => count + 1);
    }
  }

  return (
    <FormCard
      title={LL.title()}
      submitting={submitting}
      failed={failed}
      words={LL}
      onSubmit={submit}
      data={{ 'data-guardians': String(guardians.length), 'data-saved': saved }}
    >
      <p>{LL.intro()}</p>
      <p>{LL.note()}</p>
      {saved && <Notice tone="success">{LL.saved()}</Notice>}
      {summary.length > 0 && (
        <ErrorSummary
          attempt={refused}
          text={LL.errorSummary({
            fields: summary.map((field) => labels[field].toLocaleLowerCase()).join(', '),
          })}
        />
      )}
      {guardians.map((guardian, index) => {
        const number = index + 1;
        const fieldErrors = errors[index] ?? {};
        const field = (name: GuardianField, type: 'text' | 'tel' | 'email', autoComplete: string) => (
          <TextField
            label={labels[name]}
            value={guardian[name]}
            onChange={(value) => change(index, { [name]: value })}
            errorMessage={errorText(name, fieldErrors[name])}
            maxLength={limits[name]}
            autoComplete={autoComplete}
            type={type}
            isRequired
            isDisabled={submitting}
          />
        );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a guardian is its place in the form, at most two
          <fieldset key={index} data-guardian={number}>
            <legend>
              <h3>{LL.guardian({ number })}</h3>
            </legend>
            <Stack space="md">
              {field('name', 'text', 'name')}
              {index === 0 && (
                <dl>
                  <dt>{LL.identityCode()}</dt>
                  <dd>{firstGuardianIdentityCode}</dd>
                </dl>
              )}
              {field('phone', 'tel', 'tel')}
              {field('emailAddress', 'email', 'email')}
              <Checkbox
                isSelected={guardian.isGuardianHasSameAddress}
                onChange={(isGuardianHasSameAddress) => change(index, { isGuardianHasSameAddress })}
                isDisabled={submitting}
              >
                {LL.sameAddress()}
              </Checkbox>
              {!guardian.isGuardianHasSameAddress &&
                addressFields.map((name) => (
                  <div key={name}>
                    {field(
                      name,
                      'text',
                      name === 'streetAddress'
                        ? 'street-address'
                        : name === 'zipCode'
                          ? 'postal-code'
                          : 'address-level2',
                    )}
                  </div>
                ))}
              {canRemoveGuardian(index) && (
                <div>
                  <Button
                    variant="secondary"
                    isDisabled={submitting}
                    onPress={() => {
                      setGuardians((before) => before.filter((_, at) => at !== index));
                      setErrors((before) => before.filter((_, at) => at !== index));
                    }}
                  >
                    {LL.remove({ number })}
                  </Button>
                </div>
              )}
            </Stack>
          </fieldset>
        );
      })}
      {canAddGuardian(guardians.length) && (
        <div>
          <Button
            variant="secondary"
            isDisabled={submitting}
            onPress={() => setGuardians((before) => [...before, emptyGuardian])}
          >
            {LL.add()}
          </Button>
        </div>
      )}
    </FormCard>
  );
}
