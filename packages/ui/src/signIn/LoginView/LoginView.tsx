import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';

/** What the login page says above the way in: nothing, a failed identification, or too many starts. */
export const loginViewStates = ['ready', 'failed', 'tooManyTries'] as const;
/** One of {@link loginViewStates}. */
export type LoginViewState = (typeof loginViewStates)[number];

export interface LoginViewProps {
  /** Strong identification, returning where the person was going. */
  signInHref: string;
  /**
   * `failed`: the identification came back failed or cancelled; `tooManyTries`: too many sign-ins
   * were started from the person's address, so they should wait. Default `ready`.
   */
  state?: LoginViewState;
}

/** The way in: strong identification with bank credentials or a mobile certificate. */
export function LoginView({ signInHref, state = 'ready' }: LoginViewProps) {
  const words = useWords().auth.login;
  return (
    <div data-state={state}>
      <h1>{words.title()}</h1>
      <LoginNotice state={state} />
      <p>{words.intro()}</p>
      <ButtonLink href={signInHref}>{words.strongAuthButton()}</ButtonLink>
    </div>
  );
}

function LoginNotice({ state }: { state: LoginViewState }) {
  const words = useWords().auth.login;
  switch (state) {
    case 'ready':
      return null;
    case 'failed':
      return (
        <Notice tone="danger" title={words.failedTitle()}>
          {words.failedText()}
        </Notice>
      );
    case 'tooManyTries':
      return (
        <Notice tone="danger" title={words.tooManyTitle()}>
          {words.tooManyText()}
        </Notice>
      );
    default:
      return state satisfies never;
  }
}
