import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reservationErrors } from '../catalogue/reservation';
import {
  type AnonymousReservationEvent,
  type AnonymousReservationState,
  anonymousReservationNeedsStrongLogin,
  appointmentNeedsStrongLogin,
  canSubmitAnonymousReservation,
  initialAnonymousReservation,
  loginDestination,
  loginPromptText,
  nextAnonymousReservation,
} from './anonymous-machine';

type Details = { readonly id: number };
type State = AnonymousReservationState<Details>;

const states = {
  idle: { status: 'idle', error: null, asksLoginChoice: false },
  idleChildren: { status: 'idle', error: null, asksLoginChoice: true },
  idleWithError: { status: 'idle', error: 'tooManyReservations', asksLoginChoice: false },
  reserving: { status: 'reserving', asksLoginChoice: false },
  reservingChildren: { status: 'reserving', asksLoginChoice: true },
  success: { status: 'success', reservationDetails: { id: 1 } },
  loginRequired: { status: 'loginRequired', reason: 'patientInfoConflict', loginChoice: null },
  choicePending: { status: 'loginRequired', reason: 'noPatient', loginChoice: 'pending' },
  choseHpa: { status: 'loginRequired', reason: 'noPatient', loginChoice: 'hpa' },
} satisfies Record<string, State>;
type StateName = keyof typeof states;

const events = {
  submit: { type: 'submit' },
  succeeded: { type: 'succeeded', reservationDetails: { id: 7 } },
  notAvailable: { type: 'failed', error: 'appointmentNotAvailable' },
  networkError: { type: 'failed', error: 'networkError' },
  noPatient: { type: 'failed', error: 'noPatient' },
  consentRequired: { type: 'failed', error: 'patientDataConsentRequired' },
  infoConflict: { type: 'failed', error: 'patientInfoConflict' },
  chooseHpa: { type: 'chooseLogin', choice: 'hpa' },
  chooseOrdinary: { type: 'chooseLogin', choice: 'ordinary' },
  changeLoginChoice: { type: 'changeLoginChoice' },
} satisfies Record<string, AnonymousReservationEvent<Details>>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, State][] = [
  ['idle', 'submit', states.reserving],
  ['idleChildren', 'submit', states.reservingChildren],
  ['idleWithError', 'submit', states.reserving],
  ['reserving', 'succeeded', { status: 'success', reservationDetails: { id: 7 } }],
  ['reserving', 'notAvailable', { ...states.idle, error: 'appointmentNotAvailable' }],
  ['reserving', 'networkError', { ...states.idle, error: 'networkError' }],
  ['reserving', 'noPatient', { status: 'loginRequired', reason: 'noPatient', loginChoice: null }],
  [
    'reserving',
    'consentRequired',
    { status: 'loginRequired', reason: 'patientDataConsentRequired', loginChoice: null },
  ],
  // The form stays to correct the name; log-in is offered beside the error.
  ['reserving', 'infoConflict', { ...states.idle, error: 'patientInfoConflict' }],
  ['reservingChildren', 'succeeded', { status: 'success', reservationDetails: { id: 7 } }],
  ['reservingChildren', 'notAvailable', { ...states.idleChildren, error: 'appointmentNotAvailable' }],
  ['reservingChildren', 'networkError', { ...states.idleChildren, error: 'networkError' }],
  ['reservingChildren', 'noPatient', states.choicePending],
  [
    'reservingChildren',
    'consentRequired',
    { status: 'loginRequired', reason: 'patientDataConsentRequired', loginChoice: 'pending' },
  ],
  ['reservingChildren', 'infoConflict', { ...states.idleChildren, error: 'patientInfoConflict' }],
  ['choicePending', 'chooseHpa', states.choseHpa],
  ['choicePending', 'chooseOrdinary', { ...states.choseHpa, loginChoice: 'ordinary' }],
  ['choseHpa', 'chooseOrdinary', { ...states.choseHpa, loginChoice: 'ordinary' }],
  ['choseHpa', 'changeLoginChoice', states.choicePending],
];

describe('nextAnonymousReservation', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextAnonymousReservation<Details>(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextAnonymousReservation<Details>(states[state], events[event])).toBe(states[state]);
  });

  it('should keep the children-brand choice pending or made, and never made elsewhere', () => {
    const anyEvent = fc.oneof(
      fc.constantFrom(...Object.values(events)),
      fc.constantFrom(...reservationErrors).map((error) => ({ type: 'failed' as const, error })),
    );
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.array(anyEvent, { maxLength: 20 }),
        (needs, asks, sequence) => {
          let state: State = initialAnonymousReservation({ needsStrongLogin: needs, asksLoginChoice: asks });
          for (const event of sequence) {
            state = nextAnonymousReservation(state, event as AnonymousReservationEvent<Details>);
            if (state.status === 'loginRequired') expect(state.loginChoice === null).toBe(!asks);
          }
        },
      ),
    );
  });
});

describe('initialAnonymousReservation', () => {
  it.each([
    [false, false, states.idle],
    [false, true, states.idleChildren],
    [true, false, { status: 'loginRequired', reason: 'appointmentRequiresLogin', loginChoice: null }],
    [true, true, { status: 'loginRequired', reason: 'appointmentRequiresLogin', loginChoice: 'pending' }],
  ])('needing strong login %s, asking the choice %s, should open in %j', (needs, asks, expected) => {
    expect(initialAnonymousReservation({ needsStrongLogin: needs, asksLoginChoice: asks })).toEqual(expected);
  });
});

describe('appointmentNeedsStrongLogin', () => {
  it.each([
    [false, 'private', false],
    [true, 'private', true],
    [false, 'insurance', true],
    [false, 'kela65', true],
    [false, 'occupational', false],
  ] as const)(
    'requiresAuthToReserve %s for %s should answer %s',
    (requiresAuthToReserve, customerType, expected) => {
      expect(appointmentNeedsStrongLogin({ requiresAuthToReserve, customerType })).toBe(expected);
    },
  );
});

describe('anonymousReservationNeedsStrongLogin', () => {
  describe('given what the page knows of a time', () => {
    it.each([
      [false, false],
      [true, true],
    ])('requiresAuthToReserve %s should answer %s', (requiresAuthToReserve, expected) => {
      expect(anonymousReservationNeedsStrongLogin({ requiresAuthToReserve })).toBe(expected);
    });
  });

  describe('given what the server knows of a time', () => {
    it.each([
      [false, ['private'], false],
      [false, ['private', 'insurance', 'kela65'], false],
      [true, ['private'], true],
      [false, ['insurance'], true],
      [false, ['kela65'], true],
      [false, ['occupational'], true],
      [false, ['insurance', 'kela65', 'occupational'], true],
    ] as const)(
      'requiresAuthToReserve %s offered to %j should answer %s',
      (requiresAuthToReserve, customerTypes, expected) => {
        expect(anonymousReservationNeedsStrongLogin({ requiresAuthToReserve, customerTypes })).toBe(expected);
      },
    );
  });
});

describe('the queries of the page', () => {
  it.each([
    ['idle', true, null, null],
    ['idleWithError', true, null, null],
    ['reserving', false, null, null],
    ['success', false, null, null],
    ['loginRequired', false, 'strongLogin', 'strongIdentification'],
    ['choicePending', false, 'registerAsCustomer', null],
    ['choseHpa', false, 'registerAsCustomer', 'hpaRegister'],
  ] as const)('in %s: submit %s, prompt %s, login to %s', (state, submit, prompt, destination) => {
    expect(canSubmitAnonymousReservation(states[state])).toBe(submit);
    expect(loginPromptText(states[state])).toBe(prompt);
    expect(loginDestination(states[state])).toBe(destination);
  });

  it('should lead an ordinary choice to strong identification', () => {
    expect(loginDestination({ ...states.choseHpa, loginChoice: 'ordinary' })).toBe('strongIdentification');
  });
});
