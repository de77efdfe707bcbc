import { describe, expect, it } from 'vitest';
import { bookingConfirmationOf, occupationalConfirmationOf, showsVaccineNotice } from './occupational';

describe('occupationalConfirmationOf', () => {
  it.each([
    ['TPSG', 'referralOnly'],
    ['ROKT', 'none'],
    ['ROKH', 'none'],
    ['KORR', 'none'],
    ['ORT', 'contractAndDoctorReferral'],
    ['GYN', 'contractAndDoctorReferral'],
    ['PSY', 'contractAndReferral'],
    ['FT', 'contractAndReferral'],
    ['TTL', 'contractOnly'],
    ['TTH', 'contractOnly'],
    ['TFT', 'contractOnly'],
    ['YLE', 'contractOnly'],
    ['SOMETHING-NEW', 'contractOnly'],
  ])('%s should ask to confirm %s', (specialtyId, expected) => {
    expect(occupationalConfirmationOf(specialtyId)).toBe(expected);
  });
});

describe('bookingConfirmationOf', () => {
  it.each([
    ['occupational', 'TTL', 'contractOnly'],
    ['occupational', 'TPSG', 'referralOnly'],
    ['private', 'TPSG', 'none'],
    ['insurance', 'ORT', 'none'],
    ['kela65', 'Y65V', 'none'],
  ] as const)('a %s booking of %s should ask %s', (customerType, specialtyId, expected) => {
    expect(bookingConfirmationOf(customerType, specialtyId)).toBe(expected);
  });
});

describe('showsVaccineNotice', () => {
  it.each([
    ['occupational', 'ROKT', true],
    ['occupational', 'KORR', true],
    ['occupational', 'TTL', false],
    ['private', 'ROKH', false],
  ] as const)(
    'a %s booking of %s should show the vaccine notice: %s',
    (customerType, specialtyId, expected) => {
      expect(showsVaccineNotice(customerType, specialtyId)).toBe(expected);
    },
  );
});
