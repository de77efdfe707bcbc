import { describe, expect, it } from 'vitest';
import { mayActFor, transactionPathError } from './rules';
import { actForRequest } from './wire';

describe('mayActFor', () => {
  it.each([
    [0, true],
    [8, true],
    [11, true],
    [12, false],
    [15, false],
    [17, false],
    [null, false],
    [-1, false],
  ])('given a child of %s, should answer %s', (age, expected) => {
    expect(mayActFor(age)).toBe(expected);
  });
});

describe('transactionPathError', () => {
  it.each([
    ['disallowed', 'disallowed'],
    ['unknown', 'unknown'],
    ['other', null],
    ['disallowed<script>', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('given the error %j, should show %j', (value, expected) => {
    expect(transactionPathError(value)).toBe(expected);
  });
});

describe('actForRequest', () => {
  it('should take a valid identity code, uppercased', () => {
    expect(actForRequest.parse({ personalIdentityCode: '120518a958a' })).toEqual({
      personalIdentityCode: '120518A958A',
    });
  });

  it.each(['120518A958B', '', '120518A958A1', 'x'])('should refuse %j', (code) => {
    expect(actForRequest.safeParse({ personalIdentityCode: code }).success).toBe(false);
  });
});
