import {
  generalQuestions,
  isFollowUpShown,
  isRenewalEditable,
  maxRenewalAnswerLength,
  missingRenewalAnswers,
  type Prescription,
  type PrescriptionAnswers,
  type PrescriptionRenewalState,
  type RenewalAnswers,
  yesNoQuestions,
} from '@portal/domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../Button';
import { ButtonLink } from '../../../ButtonLink';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { LimitedNotice } from '../../../LimitedNotice';
import { Link } from '../../../Link';
import { Notice } from '../../../Notice';
import { RadioGroup } from '../../../RadioGroup';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { TextArea } from '../../../TextArea';
import { RecordNotFound } from '../../visits/RecordNotFound';
import { medicineTitle } from '../PrescriptionList';
import { fieldset, form, legend, muted, sendRow } from '../prescriptions.css';

/** What the renewal page shows. */
export type RenewalFormState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  /** The address named prescriptions that are not the patient's renewable ones. */
  | { readonly kind: 'not-found' }
  /** Renewals are switched off for maintenance (patient-area.md §8): said, with the way back. */
  | { readonly kind: 'maintenance' }
  | {
      readonly kind: 'ready';
      /** The prescriptions asked about, in the order of the address. */
      readonly prescriptions: readonly Prescription[];
      readonly answers: RenewalAnswers;
      /** editing, sending, sent or failed (patient-area.md §4). */
      readonly status: PrescriptionRenewalState;
      /** The patient's conversations, where the request is found once sent; `null` hides the link. */
      readonly conversationsHref: string | null;
      /**
       * Set when sending failed because the person has sent as many renewals as the clinic takes
       * for now (`tooManyRequests`): when they may send again, an ISO instant. Default none.
       */
      readonly retryAt?: string | null;
    };

export interface RenewalFormProps {
  state: RenewalFormState;
  /** The answers after an edit. */
  onChange: (answers: RenewalAnswers) => void;
  /** Send was pressed on a complete form. */
  onSend: () => void;
  /** The prescriptions list. */
  backHref: string;
  onRetry?: () => void;
}

const yesNo = (value: boolean | undefined) => (value === undefined ? null : value ? 'yes' : 'no');

/**
 * The renewal request (patient-area.md §4, §5): the general questions, then per prescription its
 * guides, what it is used for and two yes/no questions whose follow-ups show only for the answer
 * that needs them. Send is enabled only when the form is complete ('First fill all fields in the
 * form.'); while sending it is disabled; a failure shows above Send and the form stays editable;
 * once sent, the success view replaces the form and the page returns to its top.
 */
export function RenewalForm({ state, onChange, onSend, backHref, onRetry }: RenewalFormProps) {
  const LL = useWords().prescriptions;
  const words = LL.renewal;
  const hintId = useId();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const sent = state.kind === 'ready' && state.status === 'sent';
  useEffect(() => {
    if (!sent) return;
    window.scrollTo({ top: 0 });
    sentHeading.current?.focus();
  }, [sent]);

  switch (state.kind) {
    case 'loading':
      return <Skeleton label={words.loading()} shape="blocks" count={3} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'maintenance':
      return (
        <Stack space="md">
          <h1>{words.title()}</h1>
          <Notice tone="warning" title={LL.maintenance.title()}>
            {LL.maintenance.text()}
          </Notice>
          <Link href={backHref} variant="standalone">
            {words.back()}
          </Link>
        </Stack>
      );
    case 'not-found':
      return (
        <RecordNotFound
          title={words.notFound()}
          text={words.notFoundText()}
          backHref={backHref}
          backLabel={words.back()}
        />
      );
    case 'ready':
      break;
    default:
      return state satisfies never;
  }

  const { prescriptions, answers, status } = state;
  if (status === 'sent')
    return (
      <Stack space="md">
        <h1 ref={sentHeading} tabIndex={-1}>
          {words.sentTitle()}
        </h1>
        <Notice tone="success">
          {state.conversationsHref !== null ? words.sentText() : words.sentTextWithoutConversations()}
        </Notice>
        <div>
          {state.conversationsHref !== null && (
            <ButtonLink href={state.conversationsHref}>{words.toConversations()}</ButtonLink>
          )}
        </div>
        <Link href={backHref} variant="standalone">
          {words.back()}
        </Link>
      </Stack>
    );

  const ids = prescriptions.map((prescription) => prescription.id);
  // The disabled Send names the first answer still missing, not only that something is.
  const [missing] = missingRenewalAnswers(answers, ids);
  const complete = missing === undefined;
  const missingText =
    missing === undefined
      ? null
      : missing.kind === 'general'
        ? words.missing({ question: words.questions[missing.question]() })
        : words.missingFor({
            // The missing answers name only the prescriptions the form asks about.
            name: medicineTitle(
              prescriptions.find((p) => p.id === missing.prescriptionId) ?? {
                medicineName: '',
                strength: null,
              },
            ),
            question: words.questions[missing.question](),
          });
  const editable = isRenewalEditable(status);
  const own = (id: number): PrescriptionAnswers =>
    answers.prescriptions.find((entry) => entry.prescriptionId === id) ?? { prescriptionId: id };
  const setOwn = (id: number, change: Partial<PrescriptionAnswers>) => {
    const others = answers.prescriptions.filter((entry) => entry.prescriptionId !== id);
    const next = { ...own(id), ...change };
    onChange({
      ...answers,
      prescriptions: ids.flatMap((each) =>
        each === id ? [next] : others.filter((e) => e.prescriptionId === each),
      ),
    });
  };
  const textField = (
    label: string,
    value: string | undefined,
    set: (text: string) => void,
    description?: string,
  ) => (
    <TextArea
      label={label}
      description={description}
      value={value ?? ''}
      onChange={set}
      maxLength={maxRenewalAnswerLength}
      tooLongMessage={words.tooLong()}
      isDisabled={!editable}
      rows={2}
    />
  );

  return (
    <form
      className={form}
      data-status={status}
      data-complete={complete}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && editable) onSend();
      }}
    >
      <h1>{words.title()}</h1>
      <p className={muted}>{words.intro()}</p>
      <fieldset className={fieldset}>
        <legend className={legend}>{words.general()}</legend>
        {generalQuestions.map((question) => (
          <div key={question}>
            {textField(
              words.questions[question](),
              answers.general[question],
              (text) => onChange({ ...answers, general: { ...answers.general, [question]: text } }),
              words.optional(),
            )}
          </div>
        ))}
      </fieldset>
      {prescriptions.map((prescription) => {
        const mine = own(prescription.id);
        return (
          <fieldset key={prescription.id} className={fieldset} data-prescription={prescription.id}>
            <legend className={legend}>{medicineTitle(prescription)}</legend>
            <p className={muted}>
              {LL.list.dosage()}: {prescription.dosageGuide}
              {prescription.usageGuide ? ` · ${LL.list.usage()}: ${prescription.usageGuide}` : ''}
            </p>
            {textField(words.questions.purpose(), mine.purpose, (text) =>
              setOwn(prescription.id, { purpose: text }),
            )}
            {yesNoQuestions.map((question) => (
              <Stack key={question.id} space="sm">
                <RadioGroup
                  label={words.questions[question.id]()}
                  options={[
                    { value: 'yes', label: words.yes() },
                    { value: 'no', label: words.no() },
                  ]}
                  value={yesNo(mine[question.id])}
                  onChange={(value) => setOwn(prescription.id, { [question.id]: value === 'yes' })}
                  isDisabled={!editable}
                  orientation="horizontal"
                />
                {isFollowUpShown(question, mine) &&
                  textField(words.questions[question.followUp](), mine[question.followUp], (text) =>
                    setOwn(prescription.id, { [question.followUp]: text }),
                  )}
              </Stack>
            ))}
          </fieldset>
        );
      })}
      <div className={sendRow}>
        {status === 'failed' &&
          (state.retryAt ? (
            <LimitedNotice retryAt={state.retryAt} text={words.limited} />
          ) : (
            <Notice tone="danger">{words.failed()}</Notice>
          ))}
        {!complete && (
          <p id={hintId} className={muted}>
            {words.incomplete()} {missingText}
          </p>
        )}
        <Button
          type="submit"
          isDisabled={!complete || !editable}
          busy={status === 'sending'}
          busyLabel={words.sending()}
          aria-describedby={complete ? undefined : hintId}
        >
          {words.send()}
        </Button>
      </div>
      <Link href={backHref} variant="standalone">
        {words.back()}
      </Link>
    </form>
  );
}
