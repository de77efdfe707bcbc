import {
  canConfirmPhone,
  formatDate,
  formatTime,
  type MfaAction,
  type MfaStatus,
  mfaToggleView,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from '@portal/domain';
import { useId, useState } from 'react';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { Checkbox } from '../../Checkbox';
import { CodeEntry } from '../../CodeEntry';
import { useLang, useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Stack } from '../../Stack';
import { TextField } from '../../TextField';
import * as styles from './SmsLogin.css';

export interface SmsLoginProps {
  /** The status as the server tells it, or after the toggle's call. */
  status: MfaStatus;
  /** The verified number while SMS login is on. */
  phoneNumber: string | null;
  /** When a verification may be started again after too many. */
  nextAttempt: string | null;
  /** The phone verification while it runs (status `user-wants-to-enable-mfa`). */
  onboarding: SmsOnboardingState | null;
  /** The toggle's call runs. Default `false`. */
  toggleBusy?: boolean;
  onToggle: (action: MfaAction) => void;
  onRequestCode: (phoneNumber: string) => void;
  onSubmitCode: (code: string) => void;
  onChangePhone: () => void;
}

/**
 * SMS login on my information (patient-area.md §3-§5): the toggle and its status (on with the
 * verified number, off, too many verifications with the time to try again; nothing where the
 * environment has it off), and while turning it on the phone entry, then the four-digit code, each
 * step asking the domain's onboarding machine what it allows. The ended verification fades out.
 */
export function SmsLogin(props: SmsLoginProps) {
  const LL = useWords().myInformation.sms;
  const lang = useLang();
  const view = mfaToggleView(props.status);
  if (!view.shown) return null;
  const next = props.nextAttempt === null ? null : new Date(props.nextAttempt);
  const statusText = (() => {
    switch (props.status) {
      case 'enabled':
        return LL.enabled({ phone: props.phoneNumber ?? '' });
      case 'too-many-onboarding-attempts':
        return next === null
          ? LL.tooManyOnboardingLater()
          : LL.tooManyOnboarding({ time: `${formatDate(next)} ${formatTime(next, lang)}` });
      default:
        return LL.off();
    }
  })();
  return (
    <Card title={LL.title()}>
      <Stack space="md">
        <p>{LL.intro()}</p>
        <Checkbox
          isSelected={view.checked}
          isDisabled={view.action === null || props.toggleBusy === true}
          onChange={() => {
            if (view.action !== null) props.onToggle(view.action);
          }}
        >
          {LL.toggle()}
        </Checkbox>
        {!view.showsPhoneVerification && <p data-status={props.status}>{statusText}</p>}
        {view.showsPhoneVerification && props.onboarding !== null && (
          <SmsVerification {...props} onboarding={props.onboarding} />
        )}
      </Stack>
    </Card>
  );
}

export interface SmsVerificationProps
  extends Pick<SmsLoginProps, 'onRequestCode' | 'onSubmitCode' | 'onChangePhone'> {
  /** The verification's state in the domain's machine. */
  onboarding: SmsOnboardingState;
}

/**
 * The phone verification of SMS login: the phone entry, the four-digit code, then enabled or too many
 * attempts, fading out once ended. My information and the front page's prompt show it alike.
 */
export function SmsVerification({
  onboarding,
  onRequestCode,
  onSubmitCode,
  onChangePhone,
}: SmsVerificationProps) {
  const LL = useWords().myInformation.sms;
  const [phone, setPhone] = useState(onboarding.step === 'phoneEntry' ? onboarding.phoneNumber : '');
  const errorId = useId();
  const outcome = smsOnboardingOutcome(onboarding);
  return (
    <div className={styles.verification} data-step={onboarding.step} data-outcome={outcome ?? undefined}>
      {onboarding.step === 'phoneEntry' && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canConfirmPhone(onboarding, phone)) onRequestCode(phone);
          }}
        >
          <Stack space="sm">
            <TextField
              label={LL.phone()}
              description={LL.phoneDescription()}
              value={phone}
              onChange={setPhone}
              type="tel"
              autoComplete="tel"
              maxLength={25}
              isDisabled={onboarding.requesting}
            />
            {onboarding.requestFailed && <Notice tone="danger">{LL.requestFailed()}</Notice>}
            <div>
              <Button
                type="submit"
                isDisabled={!canConfirmPhone(onboarding, phone) && !onboarding.requesting}
                busy={onboarding.requesting}
                busyLabel={LL.sending()}
              >
                {LL.confirm()}
              </Button>
            </div>
          </Stack>
        </form>
      )}
      {onboarding.step === 'codeEntry' && (
        <Stack space="sm">
          <p>{LL.codeSent({ phone: onboarding.phoneNumber })}</p>
          <CodeEntry
            label={LL.codeLabel()}
            digitLabel={(position, total) => LL.digit({ position, total })}
            onComplete={onSubmitCode}
            invalid={onboarding.failed}
            busy={onboarding.checking}
            describedBy={onboarding.failed ? errorId : undefined}
            autoFocus
          />
          {onboarding.failed && (
            <div id={errorId}>
              <Notice tone="danger" title={LL.identificationFailed()}>
                <p>{LL.identifyAgain()}</p>
                {onboarding.triesLeft !== null && <p>{LL.triesLeft({ count: onboarding.triesLeft })}</p>}
              </Notice>
            </div>
          )}
          <div>
            <Button variant="secondary" isDisabled={onboarding.checking} onPress={onChangePhone}>
              {LL.changePhone()}
            </Button>
          </div>
        </Stack>
      )}
      {onboarding.step === 'enabled' && <Notice tone="success">{LL.success()}</Notice>}
      {onboarding.step === 'tooManyAttempts' && (
        <Notice tone="danger" title={LL.tooManyRetries()}>
          {LL.retryLater()}
        </Notice>
      )}
    </div>
  );
}
