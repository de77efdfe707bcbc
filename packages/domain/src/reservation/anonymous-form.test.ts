import { describe, expect, it } from 'vitest';
import { anonymousReserveRequest } from '../api/reservations';
import {
  type AnonymousFormInput,
  anonymousFormWarnings,
  canSubmitAnonymousForm,
  requiresBindingConfirmation,
  validateAnonymousForm,
} from './anonymous-form';
import { anonymousReservePayload } from './payload';

const filled: AnonymousFormInput = {
  ssn: ' 150385-9024 ',
  firstName: ' Maija ',
  lastName: 'Virtanen',
  phone: '040 123 4567',
  email: 'maija@example.fi ',
  termsAccepted: true,
  bindingAccepted: false,
};
const now = new Date('2025-06-02T09:00:00Z');
// Two days ahead: no binding-reservation box.
const later = { appointmentStart: new Date('2025-06-04T09:00:00Z'), now, bindingReservationHours: 24 };
// Tomorrow morning: within 24 hours, the box is asked for.
const soon = { ...later, appointmentStart: new Date('2025-06-03T06:00:00Z') };

describe('validateAnonymousForm', () => {
  describe('given a filled form', () => {
    it('should answer the values to send, normalised', () => {
      expect(validateAnonymousForm(filled, later)).toEqual({
        ok: true,
        value: {
          ssn: '150385-9024',
          firstName: 'Maija',
          lastName: 'Virtanen',
          phone: '+358401234567',
          emailAddress: 'maija@example.fi',
        },
      });
    });

    it('should accept a lower-case check character', () => {
      expect(validateAnonymousForm({ ...filled, ssn: '150385-913f' }, later).ok).toBe(true);
    });
  });

  it.each([
    ['an empty identity code', { ssn: ' ' }, { ssn: 'required' }],
    ['a too long identity code', { ssn: '150385-90245' }, { ssn: 'tooLong' }],
    ['a wrong check character', { ssn: '150385-9025' }, { ssn: 'checkCharacter' }],
    ['a day that does not exist', { ssn: '310285-9024' }, { ssn: 'date' }],
    ['a blank first name', { firstName: '  ' }, { firstName: 'required' }],
    ['a blank last name', { lastName: '' }, { lastName: 'required' }],
    ['no phone', { phone: '' }, { phone: 'required' }],
    ['a foreign phone', { phone: '+46 70 123 4567' }, { phone: 'format' }],
    ['letters in the phone', { phone: '040-ABC' }, { phone: 'format' }],
    ['no e-mail', { email: '' }, { email: 'required' }],
    ['a broken e-mail', { email: 'maija@' }, { email: 'format' }],
    ['the terms unticked', { termsAccepted: false }, { terms: 'required' }],
  ] as const)('given %s should refuse it with %j', (_, change, errors) => {
    expect(validateAnonymousForm({ ...filled, ...change }, later)).toEqual({ ok: false, errors });
  });

  it('should name every refused field at once', () => {
    const empty = {
      ...filled,
      ssn: '',
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      termsAccepted: false,
    };
    const result = validateAnonymousForm(empty, soon);
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual([
      'ssn',
      'firstName',
      'lastName',
      'phone',
      'email',
      'terms',
      'binding',
    ]);
  });

  describe('given a development-style identity code', () => {
    it('should accept it unless the flag says no', () => {
      expect(validateAnonymousForm({ ...filled, ssn: '010190-TE1X' }, later).ok).toBe(true);
      expect(
        validateAnonymousForm({ ...filled, ssn: '010190-TE1X' }, { ...later, allowDevelopmentCodes: false }),
      ).toEqual({
        ok: false,
        errors: { ssn: 'format' },
      });
    });
  });

  describe('given a code whose birth date is after today', () => {
    it('should refuse the date', () => {
      expect(validateAnonymousForm({ ...filled, ssn: '010195A433X' }, later)).toEqual({
        ok: false,
        errors: { ssn: 'date' },
      });
    });
  });

  describe('given an appointment within the threshold hours', () => {
    it('should ask for the binding-reservation box', () => {
      expect(validateAnonymousForm(filled, soon)).toEqual({ ok: false, errors: { binding: 'required' } });
      expect(validateAnonymousForm({ ...filled, bindingAccepted: true }, soon).ok).toBe(true);
    });
  });
});

describe('requiresBindingConfirmation', () => {
  it.each([
    ['2025-06-03T08:59:00Z', 24, true],
    ['2025-06-03T09:00:00Z', 24, false],
    ['2025-06-02T20:00:00Z', 12, true],
    ['2025-06-03T09:00:00Z', 48, true],
  ])('an appointment at %s with a %i-hour threshold should ask: %s', (start, hours, expected) => {
    expect(
      requiresBindingConfirmation({ appointmentStart: new Date(start), now, bindingReservationHours: hours }),
    ).toBe(expected);
  });
});

describe('canSubmitAnonymousForm', () => {
  it.each([
    [filled, false, true],
    [filled, true, false],
    [{ ...filled, termsAccepted: false }, false, false],
  ])('given %j, reserving %s, should answer %s', (input, reserving, expected) => {
    expect(canSubmitAnonymousForm(input, later, reserving)).toBe(expected);
  });
});

describe('anonymousFormWarnings', () => {
  it.each([
    [{ phone: '', email: '' }, [], []],
    [{ phone: '', email: '' }, ['phone'], ['phone']],
    [{ phone: ' ', email: '' }, ['phone', 'email'], ['phone', 'email']],
    [{ phone: '040 1234567', email: '' }, ['phone', 'email'], ['email']],
  ] as const)('given %j left %j should warn of %j', (input, blurred, expected) => {
    expect(anonymousFormWarnings(input, new Set(blurred))).toEqual(expected);
  });
});

describe('anonymousReservePayload', () => {
  it('should send the checked values with the organisation and appointment', () => {
    const checked = validateAnonymousForm(filled, later);
    if (!checked.ok) throw new Error('the form should be valid');
    expect(
      anonymousReservePayload(checked.value, { internalOrganization: 'aava', appointmentId: 42 }),
    ).toEqual({
      internalOrganization: 'aava',
      appointmentId: 42,
      ssn: '150385-9024',
      firstName: 'Maija',
      lastName: 'Virtanen',
      phone: '+358401234567',
      emailAddress: 'maija@example.fi',
    });
  });
});

describe('the anonymous names on the form and on the wire', () => {
  const body = {
    internalOrganization: 'aava',
    appointmentId: 4101,
    emailAddress: 'maija@example.fi',
    phone: '0401234567',
    ssn: '150385-9024',
  };
  it.each([
    ['one letter', 'M', true],
    ['fifty letters', 'M'.repeat(50), true],
    ['fifty-one letters', 'M'.repeat(51), false],
    ['blank', '   ', false],
  ])('a first name of %s should pass both checks alike: %s', (_, firstName, accepted) => {
    expect(validateAnonymousForm({ ...filled, firstName }, later).ok).toBe(accepted);
    expect(anonymousReserveRequest.safeParse({ ...body, firstName, lastName: 'Virtanen' }).success).toBe(
      accepted,
    );
  });
});
