import {
  type AnonymousFormErrors,
  type AnonymousFormInput,
  type AnonymousFormValue,
  anonymousFormWarnings,
  type ContactWarningField,
  canSubmitAnonymousForm,
  inputMaxLength,
  type ReservationError as ReservationErrorCode,
  requiresBindingConfirmation,
  validateAnonymousForm,
} from '@portal/domain';
import {
  Button,
  Checkbox,
  Notice,
  ReservationError,
  Stack,
  TermsDialog,
  TextField,
  useWords,
} from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { type FieldKind, fieldErrorText } from '../fieldErrors';

type TextFieldName = 'ssn' | 'firstName' | 'lastName' | 'phone' | 'email';

const kinds: Record<TextFieldName, FieldKind> = {
  ssn: 'identityCode',
  firstName: 'text',
  lastName: 'text',
  phone: 'phone',
  email: 'email',
};

const empty: AnonymousFormInput = {
  ssn: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  termsAccepted: false,
  bindingAccepted: false,
};

export interface AnonymousReservationFormProps {
  /** When the appointment starts; decides the binding-reservation box. */
  appointmentStart: Date;
  /** The current time. */
  now: Date;
  /** The brand's binding-reservation threshold in hours. */
  bindingReservationHours: number;
  /** Passed to the identity code rule; production passes `false`. Default: allowed. */
  allowDevelopmentCodes?: boolean;
  /** The reservation is being made: the fields and the button wait. */
  reserving: boolean;
  /** The last reservation error, kept on the form (booking.md §4). Default: none. */
  error?: ReservationErrorCode | null;
  /** The appointment list, for the error of a taken time. */
  listHref: string;
  /** Strong identification returning to this page, offered with a name that does not match. Default: none. */
  loginHref?: string | null;
  /** Sends the checked values. */
  onSubmit: (value: AnonymousFormValue) => void;
  /** Values to start with (a story's filled form). Default: empty. */
  initialInput?: Partial<AnonymousFormInput>;
  /** Fields to treat as already visited, so their errors show (a story's invalid form). Default: none. */
  initialTouched?: readonly (TextFieldName | 'terms' | 'binding')[];
}

/**
 * The anonymous reservation form (booking.md §5): identity code, names, a Finnish phone, e-mail, the
 * terms and, within the threshold, the binding box. A field's error shows once it has been left; a
 * warning says what is lost without a phone or e-mail; Reserve waits until every rule holds.
 */
export function AnonymousReservationForm({
  appointmentStart,
  now,
  bindingReservationHours,
  allowDevelopmentCodes,
  reserving,
  error = null,
  listHref,
  loginHref = null,
  onSubmit,
  initialInput = {},
  initialTouched = [],
}: AnonymousReservationFormProps) {
  const words = useWords().reservation;
  const LL = words.anonymous;
  const [input, setInput] = useState<AnonymousFormInput>({ ...empty, ...initialInput });
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set(initialTouched));
  const context = {
    appointmentStart,
    now,
    bindingReservationHours,
    ...(allowDevelopmentCodes === undefined ? {} : { allowDevelopmentCodes }),
  };
  const result = validateAnonymousForm(input, context);
  const errors: AnonymousFormErrors = result.ok ? {} : result.errors;
  const warnings = anonymousFormWarnings(
    input,
    new Set(
      [...touched].filter((field): field is ContactWarningField => field === 'phone' || field === 'email'),
    ),
  );
  const bindingShown = requiresBindingConfirmation(context);

  const touch = (field: string) => setTouched((before) => new Set(before).add(field));
  const errorOf = (field: TextFieldName) => {
    const code = errors[field];
    return touched.has(field) && code !== undefined
      ? fieldErrorText(words.fieldErrors, kinds[field], code)
      : undefined;
  };
  const text = (field: TextFieldName, label: string, autoComplete: string, extra = {}) => (
    <TextField
      label={label}
      value={input[field]}
      onChange={(value) => setInput((before) => ({ ...before, [field]: value }))}
      onBlur={() => touch(field)}
      errorMessage={errorOf(field)}
      isRequired
      isDisabled={reserving}
      autoComplete={autoComplete}
      {...extra}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (result.ok && canSubmitAnonymousForm(input, context, reserving)) onSubmit(result.value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={LL.title()} data-state={reserving ? 'reserving' : 'idle'}>
      <Stack space="md">
        <p>{LL.intro()}</p>
        {text('ssn', LL.ssn(), 'off', { maxLength: inputMaxLength.identityCode })}
        {text('firstName', LL.firstName(), 'given-name', { maxLength: inputMaxLength.personName })}
        {text('lastName', LL.lastName(), 'family-name', { maxLength: inputMaxLength.personName })}
        {text('phone', LL.phone(), 'tel', { type: 'tel' })}
        {warnings.includes('phone') && <Notice tone="warning">{LL.phoneMissing()}</Notice>}
        {text('email', LL.email(), 'email', { type: 'email', maxLength: inputMaxLength.emailAddress })}
        {warnings.includes('email') && <Notice tone="warning">{LL.emailMissing()}</Notice>}
        <div>
          <TermsDialog />
        </div>
        <Checkbox
          isSelected={input.termsAccepted}
          onChange={(termsAccepted) => {
            setInput((before) => ({ ...before, termsAccepted }));
            touch('terms');
          }}
          isDisabled={reserving}
          errorMessage={touched.has('terms') && errors.terms ? LL.termsRequired() : undefined}
        >
          {LL.terms()}
        </Checkbox>
        {bindingShown && (
          <Checkbox
            isSelected={input.bindingAccepted}
            onChange={(bindingAccepted) => {
              setInput((before) => ({ ...before, bindingAccepted }));
              touch('binding');
            }}
            isDisabled={reserving}
            errorMessage={touched.has('binding') && errors.binding ? LL.bindingRequired() : undefined}
          >
            {LL.binding()}
          </Checkbox>
        )}
        {error !== null && <ReservationError error={error} listHref={listHref} loginHref={loginHref} />}
        <div>
          <Button
            type="submit"
            isDisabled={!canSubmitAnonymousForm(input, context, reserving) && !reserving}
            busy={reserving}
            busyLabel={words.book.reserving()}
          >
            {LL.submit()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
