import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmPhone,
  initialSmsOnboarding,
  nextSmsOnboarding,
  type SmsOnboardingEvent,
  type SmsOnboardingState,
  smsOnboardingOutcome,
} from './onboarding';

const phone = '+358401234567';
const code = {
  step: 'codeEntry',
  phoneNumber: phone,
  checking: false,
  failed: false,
  triesLeft: null,
} as const;
const states = {
  phoneEntry: { step: 'phoneEntry', phoneNumber: phone, requesting: false, requestFailed: false },
  requesting: { step: 'phoneEntry', phoneNumber: phone, requesting: true, requestFailed: false },
  requestFailed: { step: 'phoneEntry', phoneNumber: phone, requesting: false, requestFailed: true },
  code,
  checking: { ...code, checking: true },
  codeFailed: { ...code, failed: true },
  enabled: { step: 'enabled' },
  tooManyAttempts: { step: 'tooManyAttempts' },
} satisfies Record<string, SmsOnboardingState>;
type StateName = keyof typeof states;

const events = {
  requestCode: { type: 'requestCode', phoneNumber: '040 123 4567' },
  requestOtherPhone: { type: 'requestCode', phoneNumber: '+46 70 123 45' },
  requestBadPhone: { type: 'requestCode', phoneNumber: '12345' },
  requestSucceeded: { type: 'requestSucceeded' },
  requestFailed: { type: 'requestFailed', tooManyAttempts: false },
  requestRefused: { type: 'requestFailed', tooManyAttempts: true },
  changePhone: { type: 'changePhone' },
  submitCode: { type: 'submitCode', code: '1234' },
  submitShortCode: { type: 'submitCode', code: '123' },
  ok: { type: 'codeAnswered', answer: 'mfa-ok' },
  wrongCode: { type: 'codeAnswered', answer: 'mfa-challenge-failed' },
  wrongCodeOneLeft: { type: 'codeAnswered', answer: 'mfa-challenge-failed', triesLeft: 1 },
  tooManyCodes: { type: 'codeAnswered', answer: 'too-many-mfa-attempts' },
  noAnswer: { type: 'codeAnswered', answer: undefined },
} satisfies Record<string, SmsOnboardingEvent>;
type EventName = keyof typeof events;

const other = {
  step: 'phoneEntry',
  phoneNumber: '+467012345',
  requesting: true,
  requestFailed: false,
} as const;
const transitions: [StateName, EventName, SmsOnboardingState][] = [
  ['phoneEntry', 'requestCode', states.requesting],
  ['phoneEntry', 'requestOtherPhone', other],
  ['requestFailed', 'requestCode', states.requesting],
  ['requestFailed', 'requestOtherPhone', other],
  ['requesting', 'requestSucceeded', states.code],
  ['requesting', 'requestFailed', states.requestFailed],
  ['requesting', 'requestRefused', states.tooManyAttempts],
  ['code', 'changePhone', states.phoneEntry],
  ['code', 'submitCode', states.checking],
  ['codeFailed', 'changePhone', states.phoneEntry],
  ['codeFailed', 'submitCode', { ...states.codeFailed, checking: true }],
  ['checking', 'ok', states.enabled],
  ['checking', 'wrongCode', states.codeFailed],
  ['checking', 'wrongCodeOneLeft', { ...states.codeFailed, triesLeft: 1 }],
  ['checking', 'tooManyCodes', states.tooManyAttempts],
  ['checking', 'noAnswer', states.codeFailed],
];

describe('nextSmsOnboarding', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextSmsOnboarding(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextSmsOnboarding(states[state], events[event])).toBe(states[state]);
  });

  it('should enable SMS login only after a code was accepted', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 20 }), (sequence) => {
        let state = initialSmsOnboarding({ phoneNumber: phone, sendAtOnce: false });
        for (const event of sequence) {
          const before = state;
          state = nextSmsOnboarding(state, event);
          if (state.step === 'enabled' && before.step !== 'enabled') {
            expect(before).toMatchObject({ step: 'codeEntry', checking: true });
            expect(event).toEqual(events.ok);
          }
        }
      }),
    );
  });
});

describe('initialSmsOnboarding', () => {
  it('should send the SMS at once when the person asked to turn SMS login on', () => {
    expect(initialSmsOnboarding({ phoneNumber: '040 1234567', sendAtOnce: true })).toEqual(states.requesting);
    expect(initialSmsOnboarding({ phoneNumber: '040 1234567', sendAtOnce: false })).toEqual(
      states.phoneEntry,
    );
  });

  it('should not send to a number that cannot take one', () => {
    expect(initialSmsOnboarding({ phoneNumber: '', sendAtOnce: true })).toMatchObject({ requesting: false });
  });
});

describe('canConfirmPhone', () => {
  it.each([
    ['phoneEntry', '040 123 4567', true],
    ['phoneEntry', '+46701234', true],
    ['phoneEntry', '+12345', false],
    ['phoneEntry', '12 34 5', false],
    ['phoneEntry', '040-123', false],
    ['requesting', '040 123 4567', false],
    ['code', '040 123 4567', false],
  ] as const)('in %s with %j should confirm: %s', (state, input, expected) => {
    expect(canConfirmPhone(states[state], input)).toBe(expected);
  });
});

describe('smsOnboardingOutcome', () => {
  it.each([
    ['enabled', 'success'],
    ['tooManyAttempts', 'error'],
    ['code', null],
    ['phoneEntry', null],
  ] as const)('in %s should toast %s', (state, expected) => {
    expect(smsOnboardingOutcome(states[state])).toBe(expected);
  });
});
