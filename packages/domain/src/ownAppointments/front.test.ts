import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand/brand';
import { featureSet } from '../features/features';
import { type CustomerEventKind, customerEventKinds, frontSections, isNewCustomer } from './front';
import { parseAppointmentIds } from './ids';

describe('frontSections', () => {
  it.each([
    [
      'general',
      ['conversations', 'appointments', 'visits', 'prescriptions', 'laboratory', 'questionnaires', 'imaging'],
    ],
    ['children', ['appointments', 'visits', 'prescriptions', 'laboratory', 'imaging']],
  ] as const)('in the %s brand should show only the sections whose page is built', (brand, expected) => {
    expect(frontSections(brandConfig(brand), featureSet(['customer-messaging-allowed']))).toEqual(expected);
  });
});

describe('isNewCustomer', () => {
  const none = Object.fromEntries(customerEventKinds.map((kind) => [kind, false])) as Record<
    CustomerEventKind,
    boolean
  >;

  it('should be a person with nothing at all', () => {
    expect(isNewCustomer(none)).toBe(true);
  });

  it.each(customerEventKinds)('should not be a person with %s', (kind) => {
    expect(isNewCustomer({ ...none, [kind]: true })).toBe(false);
  });
});

describe('parseAppointmentIds', () => {
  it.each([
    ['12', [12]],
    ['12,13', [12, 13]],
    ['12,12', null],
    ['0', null],
    ['12,', null],
    ['a', null],
    ['1,2,3,4,5,6,7,8,9,10,11', null],
    ['99999999999999999', null],
  ])('%j should be %j', (text, expected) => {
    expect(parseAppointmentIds(text)).toEqual(expected);
  });
});
