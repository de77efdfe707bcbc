import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { selfCheckInStatuses } from '../catalogue/appointment';
import {
  type AppointmentActionsEvent,
  type AppointmentActionsState,
  appointmentButtons,
  arrivalGuidance,
  cancelFailureReason,
  consentNoticeTarget,
  initialAppointmentActions,
  nextAppointmentActions,
} from './self-check-in';

const states = {
  allowed: { step: 'idle', status: 'allowed' },
  tooEarly: { step: 'idle', status: 'tooEarly' },
  atReception: { step: 'idle', status: 'onlyAtReception' },
  checkingIn: { step: 'checkingIn' },
  checkedIn: { step: 'checkedIn' },
  consentNeeded: { step: 'consentNeeded', asAdult: false },
  confirmingCancel: { step: 'confirmingCancel', status: 'allowed' },
  cancelling: { step: 'cancelling' },
  cancelled: { step: 'cancelled' },
  failed: { step: 'message', message: 'checkInFailed' },
} satisfies Record<string, AppointmentActionsState>;
type StateName = keyof typeof states;

const events = {
  checkIn: { type: 'checkIn' },
  success: { type: 'checkInAnswered', answer: 'Success' },
  alreadyCheckedIn: { type: 'checkInAnswered', answer: 'AlreadyCheckedIn' },
  tooEarly: { type: 'checkInAnswered', answer: 'TooEarly' },
  formNotFilled: { type: 'checkInAnswered', answer: 'ConfidentialityFormNotFilled' },
  formNotFilledAsAdult: { type: 'checkInAnswered', answer: 'ConfidentialityFormNotFilledAsAdult' },
  unknownAnswer: { type: 'checkInAnswered', answer: 'CheckInOnlyAtReception' },
  requestCancel: { type: 'requestCancel' },
  requestLateCancel: { type: 'requestCancel', late: true },
  dismissCancel: { type: 'dismissCancel' },
  confirmCancel: { type: 'confirmCancel' },
  cancelled: { type: 'cancelled' },
  cancelFailed: { type: 'cancelFailed' },
} satisfies Record<string, AppointmentActionsEvent>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, AppointmentActionsState][] = [
  ['allowed', 'checkIn', states.checkingIn],
  ['checkingIn', 'success', states.checkedIn],
  ['checkingIn', 'alreadyCheckedIn', { step: 'message', message: 'alreadyCheckedIn' }],
  ['checkingIn', 'tooEarly', { step: 'message', message: 'tooEarly' }],
  ['checkingIn', 'formNotFilled', states.consentNeeded],
  ['checkingIn', 'formNotFilledAsAdult', { step: 'consentNeeded', asAdult: true }],
  ['checkingIn', 'unknownAnswer', states.failed],
  ['allowed', 'requestCancel', states.confirmingCancel],
  ['tooEarly', 'requestCancel', { step: 'confirmingCancel', status: 'tooEarly' }],
  ['atReception', 'requestCancel', { step: 'confirmingCancel', status: 'onlyAtReception' }],
  // Within the deadline the refusal is said at once, with no confirm to answer first.
  ['allowed', 'requestLateCancel', { step: 'message', message: 'cancelFailed' }],
  ['tooEarly', 'requestLateCancel', { step: 'message', message: 'cancelFailed' }],
  ['atReception', 'requestLateCancel', { step: 'message', message: 'cancelFailed' }],
  ['confirmingCancel', 'dismissCancel', states.allowed],
  ['confirmingCancel', 'confirmCancel', states.cancelling],
  ['cancelling', 'cancelled', states.cancelled],
  ['cancelling', 'cancelFailed', { step: 'message', message: 'cancelFailed' }],
];

describe('nextAppointmentActions', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextAppointmentActions(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextAppointmentActions(states[state], events[event])).toBe(states[state]);
  });

  it('should never show a button beside a message, the consent notice or a done check-in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...selfCheckInStatuses),
        fc.boolean(),
        fc.array(fc.constantFrom(...Object.values(events)), { maxLength: 12 }),
        (status, mayCancel, sequence) => {
          const state = sequence.reduce(nextAppointmentActions, initialAppointmentActions(status));
          const buttons = appointmentButtons(state, mayCancel);
          if (['message', 'consentNeeded', 'checkedIn'].includes(state.step)) {
            expect(buttons).toEqual({ checkIn: 'hidden', cancel: 'hidden' });
          }
          if (!mayCancel) expect(buttons.cancel).toBe('hidden');
        },
      ),
    );
  });
});

describe('initialAppointmentActions', () => {
  it('should open a checked-in appointment as checked in', () => {
    expect(initialAppointmentActions('checkedIn')).toEqual(states.checkedIn);
    expect(initialAppointmentActions('tooEarly')).toEqual(states.tooEarly);
  });
});

describe('appointmentButtons', () => {
  it.each([
    ['allowed', true, { checkIn: 'enabled', cancel: 'enabled' }],
    ['allowed', false, { checkIn: 'enabled', cancel: 'hidden' }],
    ['tooEarly', true, { checkIn: 'tooEarly', cancel: 'enabled' }],
    ['atReception', true, { checkIn: 'hidden', cancel: 'enabled' }],
    ['checkingIn', true, { checkIn: 'busy', cancel: 'enabled' }],
    ['confirmingCancel', true, { checkIn: 'enabled', cancel: 'enabled' }],
    ['cancelling', true, { checkIn: 'hidden', cancel: 'busy' }],
    ['checkedIn', true, { checkIn: 'hidden', cancel: 'hidden' }],
    ['consentNeeded', true, { checkIn: 'hidden', cancel: 'hidden' }],
    ['failed', true, { checkIn: 'hidden', cancel: 'hidden' }],
    ['cancelled', true, { checkIn: 'hidden', cancel: 'hidden' }],
  ] as const)('in %s (may cancel %s) should show %j', (state, mayCancel, expected) => {
    expect(appointmentButtons(states[state], mayCancel)).toEqual(expected);
  });

  it.each(['statusNotAvailable', 'onlyAtReception'] as const)(
    'should show no check-in control for %s',
    (status) => {
      expect(appointmentButtons(initialAppointmentActions(status), true).checkIn).toBe('hidden');
    },
  );
});

describe('arrivalGuidance', () => {
  it.each([
    ['checkedIn', 'Room 204, 2nd floor', { kind: 'room', location: 'Room 204, 2nd floor' }],
    ['checkedIn', null, { kind: 'seeReceptionist' }],
    ['checkedIn', ' ', { kind: 'seeReceptionist' }],
    ['allowed', 'Room 204', null],
  ] as const)('in %s with room %j should guide %j', (state, room, expected) => {
    expect(arrivalGuidance(states[state], room)).toEqual(expected);
  });
});

describe('cancelFailureReason', () => {
  const now = new Date('2025-06-02T09:00:00Z');
  it.each([
    ['general', '2025-06-03T08:00:00Z', { hours: 24 }],
    ['general', '2025-06-03T10:00:00Z', null],
    ['children', '2025-06-02T20:00:00Z', { hours: 12 }],
    ['children', '2025-06-03T08:00:00Z', null],
  ] as const)('in the %s brand an appointment at %s should name %j', (brand, start, expected) => {
    expect(cancelFailureReason(new Date(start), now, brandConfig(brand))).toEqual(expected);
  });
});

describe('consentNoticeTarget', () => {
  it('should lead to strong identification without a session and to the terms with one', () => {
    expect(consentNoticeTarget(false)).toBe('strongIdentification');
    expect(consentNoticeTarget(true)).toBe('terms');
  });
});
