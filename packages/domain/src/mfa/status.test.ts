import { describe, expect, it } from 'vitest';
import { mfaStatuses } from '../catalogue/session';
import { isMfaStatus, mfaStatusAfter, mfaToggleView } from './status';

describe('mfaToggleView', () => {
  it.each([
    ['environment-has-mfa-disabled', false, false, null, false, false],
    ['enabled', true, true, 'disable', false, false],
    ['user-has-no-verified-mfa-device', true, false, 'enable', false, false],
    ['user-wants-to-enable-mfa', true, true, 'disable', true, false],
    ['too-many-onboarding-attempts', true, false, null, false, true],
  ] as const)(
    '%s: shown %s, checked %s, action %s, verification %s, blocked %s',
    (status, shown, checked, action, verification, blocked) => {
      expect(mfaToggleView(status)).toEqual({
        shown,
        checked,
        action,
        showsPhoneVerification: verification,
        blocked,
      });
    },
  );
});

describe('mfaStatusAfter', () => {
  it('should ask for the phone after enabling and turn off after disabling', () => {
    expect(mfaStatusAfter('enable')).toBe('user-wants-to-enable-mfa');
    expect(mfaStatusAfter('disable')).toBe('user-has-no-verified-mfa-device');
  });
});

describe('isMfaStatus', () => {
  it('should know every status and nothing else', () => {
    expect(mfaStatuses.every(isMfaStatus)).toBe(true);
    expect(['ENABLED', 'disabled', '', null].some(isMfaStatus)).toBe(false);
  });
});
