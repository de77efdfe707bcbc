import {
  ButtonLink,
  ErrorView,
  LoginPrompt,
  type LoginPromptProps,
  Notice,
  Skeleton,
  Stack,
  useWords,
} from '@portal/ui';
import type { ReactNode } from 'react';

/** The two pages that complete a person's patient record before booking (booking.md §2 items 8, 9). */
export const patientRecordPages = ['registration', 'consent'] as const;
/** One of {@link patientRecordPages}. */
export type PatientRecordPageId = (typeof patientRecordPages)[number];

/** What the page says once its step is behind the person. */
export type PatientRecordDone = 'registered' | 'alreadyRegistered' | 'consentSaved';

/** The states of a registration or consent page, as named strings. */
export type PatientRecordPageState =
  | { readonly status: 'loginRequired'; readonly prompt: LoginPromptProps }
  | { readonly status: 'loading' }
  | { readonly status: 'loadFailed'; readonly onRetry: () => void }
  /** The form of the step (registration or consent), wired to its call by the page. */
  | { readonly status: 'form'; readonly form: ReactNode }
  | { readonly status: 'done'; readonly done: PatientRecordDone; readonly continueHref: string };

export interface PatientRecordPageProps {
  /** Which page: its title. */
  page: PatientRecordPageId;
  /** The state the page picked. */
  state: PatientRecordPageState;
}

/**
 * The registration and patient data consent pages of their own addresses: the page's title over the
 * login prompt, the person being read, a failed read, the step's form, or the step done with a way
 * on. The state shows as `data-state`.
 */
export function PatientRecordPage({ page, state }: PatientRecordPageProps) {
  const LL = useWords().reservation;
  return (
    <div data-state={state.status}>
      <Stack space="lg">
        <h1>{page === 'registration' ? LL.registration.title() : LL.consent.title()}</h1>
        <Body state={state} />
      </Stack>
    </div>
  );
}

function Body({ state }: { state: PatientRecordPageState }) {
  const words = useWords();
  const LL = words.reservation;
  switch (state.status) {
    case 'loginRequired':
      return <LoginPrompt {...state.prompt} />;
    case 'loading':
      return <Skeleton label={words.components.loading()} />;
    case 'loadFailed':
      return <ErrorView onRetry={state.onRetry} />;
    case 'form':
      return state.form;
    case 'done':
      return (
        <>
          <Notice tone="success">{doneText(LL, state.done)}</Notice>
          <div>
            <ButtonLink href={state.continueHref}>{LL.consent.continue()}</ButtonLink>
          </div>
        </>
      );
    default:
      return state satisfies never;
  }
}

type Words = ReturnType<typeof useWords>['reservation'];

function doneText(LL: Words, done: PatientRecordDone): string {
  switch (done) {
    case 'registered':
      return LL.registration.done();
    case 'alreadyRegistered':
      return LL.registration.alreadyRegistered();
    case 'consentSaved':
      return LL.consent.saved();
    default:
      return done satisfies never;
  }
}
