import { describe, expect, it } from 'vitest';
import {
  canBook,
  initialReservation,
  nextReservation,
  type ReservationEvent,
  type ReservationState,
  reservationFailureOf,
  showsCancelButton,
  showsConsentForm,
} from './machine';

type Details = { readonly id: number };
type State = ReservationState<Details>;

const states = {
  consentRequired: { status: 'consentRequired', consentFailed: false },
  consentFailed: { status: 'consentRequired', consentFailed: true },
  savingConsent: { status: 'savingConsent' },
  idle: { status: 'idle' },
  reserving: { status: 'reserving' },
  confirmed: { status: 'confirmed', reservationDetails: { id: 1 } },
  failedNetwork: { status: 'failed', error: 'networkError', fields: [] },
  failedTaken: { status: 'failed', error: 'appointmentNotAvailable', fields: [] },
} satisfies Record<string, State>;
type StateName = keyof typeof states;

const events = {
  book: { type: 'book' },
  succeeded: { type: 'succeeded', reservationDetails: { id: 9 } },
  failedNetwork: { type: 'failed', error: 'networkError' },
  failedConsent: { type: 'failed', error: 'patientDataConsentRequired' },
  failedValidation: { type: 'failed', error: 'validationError', fields: ['phone', 'emailAddress'] },
  failedReimbursement: { type: 'failed', error: 'directReimbursementError' },
  submitConsent: { type: 'submitConsent' },
  consentSaved: { type: 'consentSaved' },
  consentFailed: { type: 'consentFailed' },
} satisfies Record<string, ReservationEvent<Details>>;
type EventName = keyof typeof events;

const transitions: [StateName, EventName, State][] = [
  ['consentRequired', 'submitConsent', states.savingConsent],
  ['consentFailed', 'submitConsent', states.savingConsent],
  ['savingConsent', 'consentSaved', states.idle],
  ['savingConsent', 'consentFailed', states.consentFailed],
  ['idle', 'book', states.reserving],
  ['reserving', 'succeeded', { status: 'confirmed', reservationDetails: { id: 9 } }],
  ['reserving', 'failedNetwork', states.failedNetwork],
  ['reserving', 'failedConsent', states.consentRequired],
  [
    'reserving',
    'failedValidation',
    { status: 'failed', error: 'validationError', fields: ['phone', 'emailAddress'] },
  ],
  ['reserving', 'failedReimbursement', { status: 'failed', error: 'directReimbursementError', fields: [] }],
  ['failedNetwork', 'book', states.reserving],
];

describe('nextReservation', () => {
  it.each(transitions)('in %s on %s should become %j', (state, event, expected) => {
    expect(nextReservation<Details>(states[state], events[event])).toEqual(expected);
  });

  const changing = new Set(transitions.map(([state, event]) => `${state} ${event}`));
  const unchanged = (Object.keys(states) as StateName[]).flatMap((state) =>
    (Object.keys(events) as EventName[])
      .filter((event) => !changing.has(`${state} ${event}`))
      .map((event) => [state, event] as const),
  );
  it.each(unchanged)('in %s should ignore %s', (state, event) => {
    expect(nextReservation<Details>(states[state], events[event])).toBe(states[state]);
  });
});

describe('initialReservation', () => {
  it('should open on the consent form when it was never filled', () => {
    expect(initialReservation({ consentMissing: true })).toEqual(states.consentRequired);
    expect(initialReservation({ consentMissing: false })).toEqual(states.idle);
  });
});

describe('the queries of the page', () => {
  it.each([
    ['consentRequired', false, true],
    ['savingConsent', false, true],
    ['idle', true, false],
    ['reserving', false, false],
    ['confirmed', false, false],
    ['failedNetwork', true, false],
    ['failedTaken', false, false],
  ] as const)('in %s: book %s, consent form %s', (state, book, consent) => {
    expect(canBook(states[state])).toBe(book);
    expect(showsConsentForm(states[state])).toBe(consent);
  });

  it.each([
    ['confirmed', 'default', true],
    ['confirmed', 'inAppBooking', false],
    ['idle', 'default', false],
  ] as const)('in %s with scope %s should show the cancel button: %s', (state, scope, expected) => {
    expect(showsCancelButton(states[state], scope)).toBe(expected);
  });
});

describe('reservationFailureOf', () => {
  it.each([
    [{ type: 'tooManyReservations' }, { error: 'tooManyReservations', fields: [] }],
    [{ type: 'treatmentChainCreationFailed' }, { error: 'directReimbursementError', fields: [] }],
    [
      {
        type: 'ValidationError',
        details: [{ path: 'phone', message: 'x' }, { path: 'phone' }, { message: 'y' }, 'z'],
      },
      { error: 'validationError', fields: ['phone'] },
    ],
    [
      { type: 'noPatient', details: [{ path: 'ssn' }] },
      { error: 'noPatient', fields: [] },
    ],
    [{ type: 'brandNew' }, { error: 'unknownError', fields: [] }],
    ['<html>', { error: 'unknownError', fields: [] }],
    [null, { error: 'unknownError', fields: [] }],
  ])('given %j should show %j', (answer, expected) => {
    expect(reservationFailureOf(answer)).toEqual(expected);
  });
});
