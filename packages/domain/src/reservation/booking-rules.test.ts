import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { wholeYearsBetween } from '../calendar/calendar';
import {
  ageFromIdentityCode,
  type BookingPageInput,
  bookingBlockers,
  exceedsReservationLimit,
  isBookingInterrupted,
  reimbursementOptions,
  showsKela65Notice,
  validateInsuranceChoice,
} from './booking-rules';

const ready: BookingPageInput = {
  customerType: 'private',
  specialtyId: 'YLE',
  isRemote: false,
  appointmentStart: new Date('2025-06-05T09:00:00Z'),
  now: new Date('2025-06-02T09:00:00Z'),
  bindingReservationHours: 24,
  reserving: false,
  contactEditing: false,
  contact: {
    streetAddress: 'Mannerheimintie 1',
    zipCode: '00100',
    postOffice: 'Helsinki',
    emailAddress: 'maija@example.fi',
    phoneNumber: '0401234567',
  },
  insurance: null,
  insurerIdentificationPending: false,
  concept: 'notNeeded',
  bindingAccepted: false,
  occupationalConfirmed: false,
};
const insured = {
  company: 'IF',
  reimbursement: 'PAY_AND_REIMBURSE',
  directCompensationConsent: false,
} as const;

describe('bookingBlockers', () => {
  it('should let a complete page book', () => {
    expect(bookingBlockers(ready)).toEqual([]);
  });

  it.each([
    ['a reservation under way', { reserving: true }, ['reserving']],
    ['an open contact form', { contactEditing: true }, ['saveUnfinishedChanges']],
    ['a broken postal code', { contact: { ...ready.contact, zipCode: '001' } }, ['invalidContactDetails']],
    ['no insurer', { insurance: { ...insured, company: null } }, ['insurerRequired']],
    [
      'IF without a payment type',
      { insurance: { ...insured, reimbursement: null } },
      ['reimbursementRequired'],
    ],
    [
      'IF direct reimbursement without consent',
      { insurance: { ...insured, reimbursement: 'USE_REIMBURSEMENT' } },
      ['directCompensationConsentRequired'],
    ],
    [
      'company reimbursement of a remote appointment',
      { isRemote: true, insurance: { ...insured, reimbursement: 'COMPANY_REIMBURSEMENT' } },
      ['companyReimbursementNotForRemote'],
    ],
    [
      'an unfinished insurer identification',
      { insurerIdentificationPending: true },
      ['insurerIdentificationPending'],
    ],
    ['a concept being added', { concept: 'adding' }, ['conceptPending']],
    ['a concept that could not be added', { concept: 'failed' }, ['conceptFailed']],
    ['a direct reimbursement the insurer refused', { concept: 'refused' }, ['conceptRefused']],
    [
      'an appointment tomorrow without the binding box',
      { appointmentStart: new Date('2025-06-03T08:00:00Z') },
      ['bindingConfirmationRequired'],
    ],
    [
      'an occupational booking unconfirmed',
      { customerType: 'occupational' },
      ['occupationalConfirmationRequired'],
    ],
  ] as const)('given %s should answer %j', (_, change, expected) => {
    expect(bookingBlockers({ ...ready, ...change } as BookingPageInput)).toEqual(expected);
  });

  it.each([
    ['the binding box ticked', { appointmentStart: new Date('2025-06-03T08:00:00Z'), bindingAccepted: true }],
    ['an occupational booking confirmed', { customerType: 'occupational', occupationalConfirmed: true }],
    ['an occupational vaccination', { customerType: 'occupational', specialtyId: 'ROKT' }],
    ['OTHER insurer', { insurance: { ...insured, company: 'OTHER', reimbursement: null } }],
    ['the partner insurer', { insurance: { ...insured, company: 'LAHITAPIOLA', reimbursement: null } }],
    [
      'IF direct reimbursement with consent',
      { insurance: { ...insured, reimbursement: 'USE_REIMBURSEMENT', directCompensationConsent: true } },
    ],
    [
      'company reimbursement at a clinic',
      { insurance: { ...insured, reimbursement: 'COMPANY_REIMBURSEMENT' } },
    ],
  ] as const)('given %s should let the page book', (_, change) => {
    expect(bookingBlockers({ ...ready, ...change } as BookingPageInput)).toEqual([]);
  });

  it('should list every reason at once, in order', () => {
    expect(
      bookingBlockers({
        ...ready,
        customerType: 'occupational',
        reserving: true,
        contactEditing: true,
        contact: { ...ready.contact, emailAddress: '' },
        concept: 'failed',
        appointmentStart: ready.now,
      }),
    ).toEqual([
      'reserving',
      'saveUnfinishedChanges',
      'invalidContactDetails',
      'conceptFailed',
      'bindingConfirmationRequired',
      'occupationalConfirmationRequired',
    ]);
  });
});

describe('validateInsuranceChoice', () => {
  it.each([
    [{ ...insured, company: null }, false, { insuranceCompany: 'required' }],
    [{ ...insured, reimbursement: null }, false, { insuranceReimbursement: 'required' }],
    [
      { ...insured, reimbursement: 'COMPANY_REIMBURSEMENT' },
      true,
      { insuranceReimbursement: 'notForRemote' },
    ],
    [{ ...insured, reimbursement: 'USE_REIMBURSEMENT' }, false, { directCompensationConsent: 'required' }],
    [insured, true, {}],
    [{ ...insured, company: 'FENNIA', reimbursement: null }, false, {}],
  ] as const)('given %j (remote %s) should answer %j', (choice, remote, expected) => {
    expect(validateInsuranceChoice(choice, remote)).toEqual(expected);
  });
});

describe('reimbursementOptions', () => {
  it('should offer IF its payment types, company reimbursement disabled for remote', () => {
    expect(reimbursementOptions('IF', true)).toEqual([
      { choice: 'USE_REIMBURSEMENT', disabled: false },
      { choice: 'PAY_AND_REIMBURSE', disabled: false },
      { choice: 'COMPANY_REIMBURSEMENT', disabled: true },
    ]);
    expect(reimbursementOptions('IF', false).every((option) => !option.disabled)).toBe(true);
  });

  it.each(['OP', 'LAHITAPIOLA', 'OTHER', null] as const)('should ask %s for none', (company) => {
    expect(reimbursementOptions(company, false)).toEqual([]);
  });
});

describe('isBookingInterrupted', () => {
  it.each([
    [true, 'private', false],
    [false, 'private', true],
    [false, 'insurance', true],
    [false, 'kela65', true],
    [false, 'occupational', false],
  ] as const)('credit-worthy %s as %s should interrupt: %s', (creditWorthy, customerType, expected) => {
    expect(isBookingInterrupted({ creditWorthy, customerType })).toBe(expected);
  });
});

describe('exceedsReservationLimit', () => {
  const config = brandConfig('general');
  it.each([
    [0, false],
    [9, false],
    [10, true],
    [11, true],
  ])('with %i future reservations should refuse one more: %s', (count, expected) => {
    expect(exceedsReservationLimit(count, config)).toBe(expected);
  });
});

describe('ageFromIdentityCode', () => {
  it.each([
    ['010158-936L', '2025-06-02', 67],
    ['010158-****', '2025-06-02', 67],
    ['020660-****', '2025-06-01', 64],
    ['020660-****', '2025-06-02', 65],
    ['221009A****', '2025-06-02', 15],
    ['150385-9025', '2025-06-02', 40],
    ['******-****', '2025-06-02', null],
    ['', '2025-06-02', null],
  ])('%s on %s should be %s', (code, today, expected) => {
    expect(ageFromIdentityCode(code, today)).toBe(expected);
  });

  it('should read the age of every birth date from an obfuscated code', () => {
    const birth = fc.date({ min: new Date('1900-01-01'), max: new Date('2025-06-02'), noInvalidDate: true });
    fc.assert(
      fc.property(birth, (date) => {
        const [yyyy = '', mm = '', dd = ''] = date.toISOString().slice(0, 10).split('-');
        const code = `${dd}${mm}${yyyy.slice(2)}${yyyy.startsWith('19') ? 'Y' : 'B'}****`;
        const born = { year: Number(yyyy), month: Number(mm), day: Number(dd) };
        expect(ageFromIdentityCode(code, '2025-06-02')).toBe(
          wholeYearsBetween(born, { year: 2025, month: 6, day: 2 }),
        );
      }),
    );
  });
});

describe('showsKela65Notice', () => {
  it.each([
    ['kela65', '010158-****', false],
    ['kela65', '020660-****', true],
    ['kela65', null, true],
    ['kela65', 'nonsense', true],
    ['private', '020660-****', false],
  ] as const)('as %s with %s should show: %s', (customerType, code, expected) => {
    expect(showsKela65Notice(customerType, code, '2025-06-01')).toBe(expected);
  });
});
