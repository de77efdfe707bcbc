import { ButtonLink } from '../../ButtonLink';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';

export interface LoginViewProps {
  /** Strong identification, returning where the person was going. */
  signInHref: string;
  /** The identification came back failed or cancelled: say so above the way in again. Default `false`. */
  failed?: boolean;
}

/** The way in: strong identification with bank credentials or a mobile certificate. */
export function LoginView({ signInHref, failed = false }: LoginViewProps) {
  const words = useWords().auth.login;
  return (
    <div data-state={failed ? 'failed' : 'ready'}>
      <h1>{words.title()}</h1>
      {failed && (
        <Notice tone="danger" title={words.failedTitle()}>
          {words.failedText()}
        </Notice>
      )}
      <p>{words.intro()}</p>
      <ButtonLink href={signInHref}>{words.strongAuthButton()}</ButtonLink>
    </div>
  );
}
