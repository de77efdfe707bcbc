import { type MfaAction, type MfaStatus, mfaStatuses } from '../catalogue/session';

/** Tells whether a value (from the page state) is an SMS login status. */
export function isMfaStatus(value: unknown): value is MfaStatus {
  return typeof value === 'string' && (mfaStatuses as readonly string[]).includes(value);
}

/** How the SMS login toggle of my information shows for a status. */
export interface MfaToggleView {
  /** The environment has SMS login off: no toggle at all. */
  readonly shown: boolean;
  readonly checked: boolean;
  /** What switching the toggle asks the server (`POST /api/mfa`); `null` when it cannot be switched. */
  readonly action: MfaAction | null;
  /** The phone verification shows, and its SMS is sent at once. */
  readonly showsPhoneVerification: boolean;
  /** Too many onboarding attempts: the toggle waits, with a note of when it can be tried again. */
  readonly blocked: boolean;
}

/** The toggle of each status (patient-area.md §3-§4). */
export function mfaToggleView(status: MfaStatus): MfaToggleView {
  switch (status) {
    case 'environment-has-mfa-disabled':
      return { shown: false, checked: false, action: null, showsPhoneVerification: false, blocked: false };
    case 'enabled':
      return { shown: true, checked: true, action: 'disable', showsPhoneVerification: false, blocked: false };
    case 'user-has-no-verified-mfa-device':
      return { shown: true, checked: false, action: 'enable', showsPhoneVerification: false, blocked: false };
    case 'user-wants-to-enable-mfa':
      return { shown: true, checked: true, action: 'disable', showsPhoneVerification: true, blocked: false };
    case 'too-many-onboarding-attempts':
      return { shown: true, checked: false, action: null, showsPhoneVerification: false, blocked: true };
    default:
      return status satisfies never;
  }
}

/**
 * The status after the toggle's call succeeded: enabling first asks for the phone
 * verification; disabling turns SMS login off.
 */
export function mfaStatusAfter(action: MfaAction): MfaStatus {
  return action === 'enable' ? 'user-wants-to-enable-mfa' : 'user-has-no-verified-mfa-device';
}
