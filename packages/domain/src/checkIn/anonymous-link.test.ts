import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymousAppointmentSteps } from '../catalogue/appointment';
import {
  type AnonymousLinkEvent,
  type AnonymousLinkState,
  anonymousLinkActions,
  anonymousLinkStatus,
  initialAnonymousLink,
  nextAnonymousLink,
} from './anonymous-link';

const entry = {
  step: 'waiting-for-confirmation',
  invalid: false,
  submitting: false,
  triesLeft: null,
} as const;
const states = {
  waiting: { step: 'waiting-for-action' },
  entry,
  entryInvalid: { ...entry, invalid: true },
  submitting: { ...entry, submitting: true },
  checkedIn: { step: 'check-in-success' },
  consent: { step: 'consent-needed', asAdult: false },
  failure: { step: 'failure', failure: 'check-in-failure' },
  cancelling: { step: 'cancelling' },
  cancelled: { step: 'cancel-success' },
} satisfies Record<string, AnonymousLinkState>;
type StateName = keyof typeof states;

const events = {
  startCheckIn: { type: 'startCheckIn' },
  back: { type: 'back' },
  code: { type: 'submitCode', endPart: '902v' },
  shortCode: { type: 'submitCode', endPart: '90' },
  letterCode: { type: 'submitCode', endPart: 'A02V' },
  success: { type: 'checkInAnswered', answer: 'success' },
  mismatch: { type: 'checkInAnswered', answer: 'ssnEndPartMismatch' },
  mismatchTwoLeft: { type: 'checkInAnswered', answer: 'ssnEndPartMismatch', triesLeft: 2 },
  formNotFilled: { type: 'checkInAnswered', answer: 'confidentiality-form-not-filled' },
  formNotFilledAsAdult: { type: 'checkInAnswered', answer: 'confidentiality-form-not-filled-as-adult' },
  strangeAnswer: { type: 'checkInAnswered', answer: 'TooEarly' },
  cancel: { type: 'cancel' },
  cancelSuccess: { type: 'cancelAnswered', answer: 'success' },
  cancelTooLate: { type: 'cancelAnswered', answer: 'deadlineExceeded' },
  cancelFailed: { type: 'cancelAnswered', answer: 'unknownError' },
  networkFailed: { type: 'networkFailed' },
  retry: { type: 'retry' },
} satisfies Record<string, AnonymousLinkEvent>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, AnonymousLinkState][] = [
  ['waiting', 'startCheckIn', states.entry],
  ['waiting', 'cancel', states.cancelling],
  ['entry', 'back', states.waiting],
  ['entry', 'code', states.submitting],
  ['entryInvalid', 'back', states.waiting],
  ['entryInvalid', 'code', { ...states.entryInvalid, submitting: true }],
  ['submitting', 'success', states.checkedIn],
  ['submitting', 'mismatch', states.entryInvalid],
  ['submitting', 'mismatchTwoLeft', { ...states.entryInvalid, triesLeft: 2 }],
  ['submitting', 'formNotFilled', states.consent],
  ['submitting', 'formNotFilledAsAdult', { step: 'consent-needed', asAdult: true }],
  ['submitting', 'strangeAnswer', states.failure],
  ['submitting', 'networkFailed', { step: 'failure', failure: 'networkError' }],
  ['cancelling', 'cancelSuccess', states.cancelled],
  ['cancelling', 'cancelTooLate', { step: 'failure', failure: 'cancel-too-late' }],
  ['cancelling', 'cancelFailed', { step: 'failure', failure: 'cancel-failure' }],
  ['cancelling', 'networkFailed', { step: 'failure', failure: 'networkError' }],
  ['failure', 'retry', states.waiting],
];

describe('nextAnonymousLink', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextAnonymousLink(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextAnonymousLink(states[state], events[event])).toBe(states[state]);
  });

  it('should stay within the steps of the specification, plus cancelling', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 25 }), (sequence) => {
        const state = sequence.reduce(nextAnonymousLink, initialAnonymousLink);
        expect([...anonymousAppointmentSteps, 'cancelling']).toContain(state.step);
      }),
    );
  });
});

describe('the queries of the view', () => {
  it.each([
    ['waiting', null, ['startCheckIn', 'cancel']],
    ['entry', null, ['submitCode', 'back']],
    ['submitting', 'response-pending', []],
    ['checkedIn', null, []],
    ['consent', null, []],
    ['failure', 'check-in-failure', ['retry']],
    ['cancelling', 'response-pending', []],
    ['cancelled', 'cancel-success', []],
  ] as const)('in %s should show status %s and offer %j', (state, status, actions) => {
    expect(anonymousLinkStatus(states[state])).toBe(status);
    expect(anonymousLinkActions(states[state])).toEqual(actions);
  });
});
