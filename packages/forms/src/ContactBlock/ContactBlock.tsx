import {
  type ContactDetailsErrors,
  type ContactDetailsInput,
  type ContactEditState,
  inputMaxLength,
  validateContactDetails,
} from '@portal/domain';
import {
  Button,
  Card,
  detailList,
  detailRow,
  detailTerm,
  detailValue,
  type HeadingLevel,
  Notice,
  Stack,
  TextField,
  useWords,
} from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { type FieldKind, fieldErrorText } from '../fieldErrors';

type Field = keyof ContactDetailsInput;

const fields: readonly { field: Field; kind: FieldKind; autoComplete: string; maxLength: number }[] = [
  {
    field: 'streetAddress',
    kind: 'text',
    autoComplete: 'street-address',
    maxLength: inputMaxLength.streetAddress,
  },
  { field: 'zipCode', kind: 'zipCode', autoComplete: 'postal-code', maxLength: inputMaxLength.zipCode },
  { field: 'postOffice', kind: 'text', autoComplete: 'address-level2', maxLength: inputMaxLength.postOffice },
  { field: 'emailAddress', kind: 'email', autoComplete: 'email', maxLength: inputMaxLength.emailAddress },
  { field: 'phoneNumber', kind: 'phone', autoComplete: 'tel', maxLength: inputMaxLength.contactPhone },
];

export interface ContactBlockProps {
  /** The patient's contact details as saved. */
  contact: ContactDetailsInput;
  /** The patient's name, shown above the details. Default: none. */
  name?: string;
  /** The obfuscated identity code, shown above the details. Default: none. */
  identityCode?: string;
  /** Where the block stands (domain `nextContactEdit`). */
  state: ContactEditState;
  /** Opens the form. */
  onEdit: () => void;
  /** Closes the form without saving. */
  onCancel: () => void;
  /** Saves the checked, normalised details. */
  onSave: (contact: ContactDetailsInput) => void;
  /** The heading's level. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The customer contact info block of the booking page (booking.md §2 item 10, §4, §5): the details
 * read-only with Edit (and a warning when some are invalid), then a form with Save and Cancel, busy
 * while saving, and the could-not-save message when the save failed.
 */
export function ContactBlock({
  contact,
  name,
  identityCode,
  state,
  onEdit,
  onCancel,
  onSave,
  headingLevel = 2,
}: ContactBlockProps) {
  const words = useWords().reservation;
  const LL = words.contact;
  const [draft, setDraft] = useState(contact);
  const [errors, setErrors] = useState<ContactDetailsErrors>({});
  const labels: Record<Field, string> = {
    streetAddress: LL.streetAddress(),
    zipCode: LL.zipCode(),
    postOffice: LL.postOffice(),
    emailAddress: LL.email(),
    phoneNumber: LL.phone(),
  };

  function edit() {
    setDraft(contact);
    setErrors({});
    onEdit();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const result = validateContactDetails(draft);
    if (result.ok) {
      setErrors({});
      onSave(result.value);
    } else setErrors(result.errors);
  }

  const identity = (name !== undefined || identityCode !== undefined) && (
    <p>
      {name}
      {name !== undefined && identityCode !== undefined && ', '}
      {identityCode}
    </p>
  );

  if (state === 'readOnly') {
    const valid = validateContactDetails(contact).ok;
    return (
      <Card title={LL.title()} headingLevel={headingLevel}>
        <div data-state="readOnly">
          <Stack space="sm">
            {identity}
            <dl className={detailList}>
              {fields.map(({ field }) => (
                <div key={field} className={detailRow}>
                  <dt className={detailTerm}>{labels[field]}</dt>
                  <dd className={detailValue}>
                    {contact[field].trim() === '' ? LL.notGiven() : contact[field]}
                  </dd>
                </div>
              ))}
            </dl>
            {!valid && <Notice tone="warning">{LL.invalidWarning()}</Notice>}
            <div>
              <Button variant="secondary" onPress={edit}>
                {LL.edit()}
              </Button>
            </div>
          </Stack>
        </div>
      </Card>
    );
  }

  const saving = state === 'saving';
  return (
    <Card title={LL.title()} headingLevel={headingLevel}>
      <form onSubmit={save} noValidate data-state={state} aria-label={LL.title()}>
        <Stack space="md">
          {identity}
          {fields.map(({ field, kind, autoComplete, maxLength }) => {
            const code = errors[field];
            return (
              <TextField
                key={field}
                label={labels[field]}
                value={draft[field]}
                onChange={(value) => setDraft((before) => ({ ...before, [field]: value }))}
                errorMessage={code === undefined ? undefined : fieldErrorText(words.fieldErrors, kind, code)}
                description={field === 'phoneNumber' ? LL.phoneDescription() : undefined}
                autoComplete={autoComplete}
                maxLength={maxLength}
                isRequired
                isDisabled={saving}
                type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
              />
            );
          })}
          {state === 'error' && <Notice tone="danger">{LL.saveFailed()}</Notice>}
          <Stack direction="row" space="sm" wrap>
            <Button type="submit" busy={saving} busyLabel={LL.saving()}>
              {LL.save()}
            </Button>
            <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
              {LL.cancel()}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
