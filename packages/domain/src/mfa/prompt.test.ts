import { describe, expect, it } from 'vitest';
import { showsSmsOnboardingPrompt } from './prompt';

describe('showsSmsOnboardingPrompt', () => {
  it.each([
    ['user-has-no-verified-mfa-device', false, true],
    ['user-wants-to-enable-mfa', false, true],
    ['enabled', false, false],
    ['environment-has-mfa-disabled', false, false],
    ['too-many-onboarding-attempts', false, false],
    ['user-has-no-verified-mfa-device', true, false],
  ] as const)('with %s (acting for a child: %s) should be %s', (status, acting, expected) => {
    expect(showsSmsOnboardingPrompt(status, acting)).toBe(expected);
  });
});
