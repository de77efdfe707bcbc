import type { MfaCodeAnswer } from '@portal/domain';

/**
 * Where the SMS code page is: taking the code, checking it, or after an answer. `navigating` is the
 * state after a good code, while the next page loads.
 */
export const smsCodeStatuses = [
  'entering',
  'checking',
  'navigating',
  'failed',
  'tooMany',
  'networkError',
  'unknownError',
] as const;
export type SmsCodeStatus = (typeof smsCodeStatuses)[number];

/** The page state that follows the server's verdict on a code. */
export function statusAfter(answer: MfaCodeAnswer): SmsCodeStatus {
  switch (answer) {
    case 'mfa-ok':
      return 'navigating';
    case 'mfa-challenge-failed':
      return 'failed';
    case 'too-many-mfa-attempts':
      return 'tooMany';
    default:
      return answer satisfies never;
  }
}
