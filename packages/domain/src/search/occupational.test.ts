import { describe, expect, it } from 'vitest';
import { liftUpsOf, occupationalBlockOf } from './occupational';

describe('occupationalBlockOf', () => {
  describe.each([
    ['noOccupationalHealthcare', { kind: 'noOccupationalHealthcare' }],
    ['webReservationNotAllowed', { kind: 'noWebReservation', liftUps: ['phone'] }],
    ['unknownError', { kind: 'unknownError' }],
    ['networkError', { kind: 'unknownError' }],
    ['unauthorized', { kind: 'unknownError' }],
  ])('given the error %s', (type, expected) => {
    it(`should block with ${expected.kind}`, () => {
      expect(occupationalBlockOf(type, ['phone-service'], null)).toEqual(expected);
    });
  });
});

describe('liftUpsOf', () => {
  describe.each([
    [[], 'default', []],
    [['phone-service'], 'default', ['phone']],
    [['chat'], null, ['chat']],
    [['chat', 'phone-service', 'vaccinations'], 'default', ['chat', 'phone']],
    [['chat', 'phone-service'], 'inAppBooking', ['phone']],
    [['chat'], 'inAppBooking', []],
  ])('given the products %j in the scope %s', (products, scope, expected) => {
    it(`should offer ${JSON.stringify(expected)}`, () => {
      expect(liftUpsOf(products, scope)).toEqual(expected);
    });
  });
});
