import type { LoginChoice, StrongLoginReason } from '@portal/domain';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { Card, type HeadingLevel } from '../../Card';
import { useWords } from '../../i18n';
import { actions } from '../reservation.css';

export interface LoginPromptProps {
  /** Why strong identification is needed (the anonymous reservation's `reason`). */
  reason: StrongLoginReason;
  /** The children's brand's choice (guardian or self); `null` where it is not asked. */
  loginChoice: LoginChoice | null;
  /** Where the login button leads; `null` while the choice is pending. */
  loginHref: string | null;
  /** Chooses how to sign in (children's brand). */
  onChoose?: (choice: Exclude<LoginChoice, 'pending'>) => void;
  /** Goes back to the choice (children's brand). */
  onChangeChoice?: () => void;
  /** The heading's level. Default `2`. */
  headingLevel?: HeadingLevel;
}

/**
 * The login prompt of the anonymous reservation page (booking.md §4, §6): strong identification, or
 * registering as a customer after `noPatient`. The children's brand first asks whether a guardian books
 * for a child or a person for themselves.
 */
export function LoginPrompt({
  reason,
  loginChoice,
  loginHref,
  onChoose,
  onChangeChoice,
  headingLevel = 2,
}: LoginPromptProps) {
  const LL = useWords().reservation.login;
  const text =
    reason === 'noPatient'
      ? LL.registerAsCustomer()
      : reason === 'appointmentRequiresLogin'
        ? LL.appointmentRequiresLogin()
        : LL.strongLogin();
  const button = reason === 'noPatient' ? LL.registerButton() : LL.loginButton();
  return (
    <Card title={LL.title()} headingLevel={headingLevel}>
      <div data-reason={reason} data-choice={loginChoice ?? 'none'}>
        <p>{text}</p>
        {loginChoice === 'pending' ? (
          <fieldset>
            <legend>{LL.choiceQuestion()}</legend>
            <div className={actions}>
              <Button variant="secondary" onPress={() => onChoose?.('hpa')}>
                {LL.choiceHpa()}
              </Button>
              <Button variant="secondary" onPress={() => onChoose?.('ordinary')}>
                {LL.choiceOrdinary()}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className={actions}>
            {loginChoice !== null && (
              <p>
                {loginChoice === 'hpa' ? LL.choiceHpa() : LL.choiceOrdinary()}{' '}
                <Button variant="secondary" onPress={() => onChangeChoice?.()}>
                  {LL.changeChoice()}
                </Button>
              </p>
            )}
            {loginHref !== null && <ButtonLink href={loginHref}>{button}</ButtonLink>}
          </div>
        )}
      </div>
    </Card>
  );
}
