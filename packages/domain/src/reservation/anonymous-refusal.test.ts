import { describe, expect, it } from 'vitest';
import { anonymousRefusalOf } from './anonymous-refusal';

describe('anonymousRefusalOf', () => {
  it.each([
    ['authenticationRequired', 'strongLoginRequired'],
    ['notCreditWorthy', 'bookingInterrupted'],
    ['noPatient', null],
    ['tooManyReservations', null],
    ['', null],
  ] as const)('given %s, should be %s', (type, refusal) => {
    expect(anonymousRefusalOf(type)).toBe(refusal);
  });
});
