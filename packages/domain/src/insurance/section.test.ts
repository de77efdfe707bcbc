import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureSet } from '../features/features';
import { bookingBlockers } from '../reservation/booking-rules';
import type { PartnerInsurerEvent } from './partner';
import type { PohjolaEvent } from './pohjola';
import {
  effectiveReimbursement,
  type InsuranceSection,
  type InsuranceSectionEvent,
  initialInsuranceSection,
  insuranceChoiceOf,
  insuranceReserveExtras,
  insurerIdentificationPending,
  nextInsuranceSection,
} from './section';

const allFlows = featureSet(['lahitapiola-insurance-flow', 'pohjola-company-insurance-flow']);
const opening = initialInsuranceSection({ features: allFlows, underage: false, returned: null });
const permit = { contentHash: 'hash-a', symptom: 'Knee pain', bodyPart: 'Knee', validTo: '2025-09-01' };
const run = (section: InsuranceSection, ...events: InsuranceSectionEvent[]) =>
  events.reduce(nextInsuranceSection, section);
const partner = (event: PartnerInsurerEvent): InsuranceSectionEvent => ({
  type: 'partner',
  event,
});
const pohjola = (event: PohjolaEvent): InsuranceSectionEvent => ({
  type: 'pohjola',
  event,
});
const partnerWithPermit = run(
  opening,
  { type: 'chooseInsurer', company: 'LAHITAPIOLA' },
  partner({ type: 'setConsent', consent: true }),
  partner({ type: 'checkPolicy' }),
  partner({ type: 'policyChecked', hasHealthcarePolicy: true }),
  partner({ type: 'permitsLoaded', permits: [permit] }),
  partner({ type: 'selectPermit', contentHash: 'hash-a' }),
  partner({ type: 'confirmPermit' }),
);

describe('initialInsuranceSection', () => {
  it('should open with no insurer', () => {
    expect(opening).toMatchObject({ company: null, partner: { step: 'notAsked' }, pohjola: { owner: null } });
  });

  it('should pick the partner insurer when back from its site', () => {
    const back = initialInsuranceSection({
      features: allFlows,
      underage: false,
      returned: 'directcompensationdenied',
    });
    expect(back).toMatchObject({ company: 'LAHITAPIOLA', partner: { step: 'denied' } });
  });

  it('should ignore a return when the partner flow is off', () => {
    const off = initialInsuranceSection({ features: featureSet([]), underage: false, returned: 'cancel' });
    expect(off).toMatchObject({ company: null, partnerFlow: false, pohjola: { owner: 'personal' } });
  });
});

describe('nextInsuranceSection', () => {
  it('should take the partner insurer permit into the reservation', () => {
    expect(effectiveReimbursement(partnerWithPermit)).toBe('USE_REIMBURSEMENT');
    expect(insuranceReserveExtras(partnerWithPermit)).toEqual({
      conceptCode: '7202',
      dcpContentHash: 'hash-a',
      pohjolaPolicyId: undefined,
    });
  });

  it('should clear the insurer choice when the permit is removed', () => {
    const removed = run(partnerWithPermit, partner({ type: 'removePermit' }));
    expect(removed).toMatchObject({ company: null, partner: { step: 'notAsked', consent: false } });
  });

  it('should start the flow afresh when another insurer is picked', () => {
    const again = run(
      partnerWithPermit,
      { type: 'chooseInsurer', company: 'OP' },
      { type: 'chooseInsurer', company: 'LAHITAPIOLA' },
    );
    expect(again.partner).toEqual({ step: 'notAsked', consent: false });
  });

  it('should start the partner flow of an underage customer in the underage state', () => {
    const young = initialInsuranceSection({ features: allFlows, underage: true, returned: null });
    const picked = run(young, { type: 'chooseInsurer', company: 'LAHITAPIOLA' });
    expect(picked.partner).toEqual({ step: 'underage' });
    expect(insurerIdentificationPending(picked)).toBe(false);
    expect(effectiveReimbursement(picked)).toBe('PAY_AND_REIMBURSE');
  });

  it('should send the flows events only to the insurer picked', () => {
    const toOp = run(
      opening,
      { type: 'chooseInsurer', company: 'IF' },
      pohjola({ type: 'chooseOwner', owner: 'company' }),
    );
    expect(toOp.pohjola.status === 'UNDEFINED' && toOp.pohjola.owner).toBeNull();
    const ifChosen = run(
      opening,
      { type: 'chooseInsurer', company: 'OP' },
      { type: 'chooseReimbursement', reimbursement: 'USE_REIMBURSEMENT' },
    );
    expect(ifChosen.reimbursement).toBeNull();
  });

  it('should ask for the consent again when IF payment type changes', () => {
    const section = run(
      opening,
      { type: 'chooseInsurer', company: 'IF' },
      { type: 'chooseReimbursement', reimbursement: 'USE_REIMBURSEMENT' },
      { type: 'setDirectCompensationConsent', consent: true },
      { type: 'chooseReimbursement', reimbursement: 'PAY_AND_REIMBURSE' },
    );
    expect(section).toMatchObject({ reimbursement: 'PAY_AND_REIMBURSE', directCompensationConsent: false });
  });
});

describe('the section in the booking page rules', () => {
  const page = {
    customerType: 'insurance' as const,
    specialtyId: 'ORT',
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
    concept: 'ready' as const,
    bindingAccepted: false,
    occupationalConfirmed: false,
  };
  const blockersOf = (section: InsuranceSection, isRemote = false) =>
    bookingBlockers({
      ...page,
      isRemote,
      insurance: insuranceChoiceOf(section),
      insurerIdentificationPending: insurerIdentificationPending(section),
    });
  const op = (...events: InsuranceSectionEvent[]) =>
    run(opening, { type: 'chooseInsurer', company: 'OP' }, ...events);
  const companyFound = op(
    pohjola({ type: 'chooseOwner', owner: 'company' }),
    pohjola({ type: 'chooseEventType', eventType: 'sickness' }),
    pohjola({ type: 'setConsent', consent: true }),
    pohjola({ type: 'verify' }),
    pohjola({
      type: 'companyChecked',
      insurance: { productName: 'Yritysturva', policyId: 'POL-1', coverages: [] },
    }),
  );

  it.each<[string, InsuranceSection, boolean, readonly string[]]>([
    ['no insurer', opening, false, ['insurerRequired']],
    [
      'IF without a payment type',
      run(opening, { type: 'chooseInsurer', company: 'IF' }),
      false,
      ['reimbursementRequired'],
    ],
    ['OTHER', run(opening, { type: 'chooseInsurer', company: 'OTHER' }), false, []],
    [
      'the partner insurer not yet asked',
      run(opening, { type: 'chooseInsurer', company: 'LAHITAPIOLA' }),
      false,
      ['insurerIdentificationPending'],
    ],
    ['the partner insurer with a permit', partnerWithPermit, false, []],
    ['the OP insurer not yet verified', op(), false, ['insurerIdentificationPending']],
    ['the OP insurer declined', op(pohjola({ type: 'decline' })), false, []],
    ['a company insurance at a clinic', companyFound, false, []],
    [
      'a company insurance for a remote appointment',
      companyFound,
      true,
      ['companyReimbursementNotForRemote'],
    ],
  ])('given %s should answer %j', (_, section, remote, expected) => {
    expect(blockersOf(section, remote)).toEqual(expected);
  });

  it('should send the company policy and concept with the reservation', () => {
    expect(insuranceReserveExtras(companyFound)).toEqual({
      conceptCode: '7303',
      dcpContentHash: undefined,
      pohjolaPolicyId: 'POL-1',
    });
  });

  it('should wait for the identification exactly while the payment type is open', () => {
    const anyEvent: fc.Arbitrary<InsuranceSectionEvent> = fc.oneof(
      fc
        .constantFrom('IF', 'LAHITAPIOLA', 'OP', 'OTHER', null)
        .map((company) => ({ type: 'chooseInsurer' as const, company })),
      fc.constantFrom(
        partner({ type: 'setConsent', consent: true }),
        partner({ type: 'checkPolicy' }),
        partner({ type: 'policyChecked', hasHealthcarePolicy: true }),
        partner({ type: 'permitsLoaded', permits: [permit] }),
        partner({ type: 'selectPermit', contentHash: 'hash-a' }),
        partner({ type: 'confirmPermit' }),
        partner({ type: 'removePermit' }),
        partner({ type: 'continueSelfPaying' }),
        partner({ type: 'partnerReturned', value: 'error' }),
        pohjola({ type: 'chooseOwner', owner: 'personal' }),
        pohjola({ type: 'setConsent', consent: true }),
        pohjola({ type: 'verify' }),
        pohjola({ type: 'personalChecked', hasInsurance: true }),
        pohjola({ type: 'decline' }),
      ),
    );
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 25 }), (events) => {
        const section = run(opening, ...events);
        const open = section.company !== null && section.company !== 'IF' && section.company !== 'OTHER';
        expect(insurerIdentificationPending(section)).toBe(open && effectiveReimbursement(section) === null);
      }),
    );
  });
});
