import type { MfaStatus } from '../catalogue/session';

/**
 * The query parameter that asks the front page for the SMS login onboarding prompt
 * (patient-area.md §2, `mfaOnboardingParam`); the page removes it once the prompt has ended.
 */
export const mfaOnboardingMarker = 'mfa-onboarding';

/**
 * Whether the front page's onboarding prompt shows (patient-area.md §2): only for a signed-in person
 * acting for themselves (SMS login is the person's own, never a child's), and only while SMS login
 * could be turned on: not when it is on, off in the environment, or blocked after too many attempts.
 */
export function showsSmsOnboardingPrompt(status: MfaStatus, actingForChild: boolean): boolean {
  if (actingForChild) return false;
  switch (status) {
    case 'user-has-no-verified-mfa-device':
    case 'user-wants-to-enable-mfa':
      return true;
    case 'enabled':
    case 'environment-has-mfa-disabled':
    case 'too-many-onboarding-attempts':
      return false;
    default:
      return status satisfies never;
  }
}
