import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../routes/build';
import { matchPath } from '../routes/match';
import { decodeAnonymousLinkId, encodeAnonymousLinkId } from './link-id';

describe('encodeAnonymousLinkId', () => {
  it.each([
    ['42', '7', 'NDJfNw'],
    ['1001', '55', 'MTAwMV81NQ'],
    ['a-b', 'Z9', 'YS1iX1o5'],
    ['7', '0123456789abcdef0123456789abcdef', 'N18wMTIzNDU2Nzg5YWJjZGVmMDEyMzQ1Njc4OWFiY2RlZg'],
  ])('%s and %s should be %s', (reservationId, secret, expected) => {
    expect(encodeAnonymousLinkId({ reservationId, secret })).toBe(expected);
  });

  it.each([
    ['', '7'],
    ['4_2', '7'],
    ['42', 'ä'],
    ['42', '7/8'],
  ])('should refuse to join %j and %j', (reservationId, secret) => {
    expect(() => encodeAnonymousLinkId({ reservationId, secret })).toThrow(RangeError);
  });
});

describe('decodeAnonymousLinkId', () => {
  it.each([
    ['NDJfNw', { reservationId: '42', secret: '7' }],
    ['NDJfNw==', { reservationId: '42', secret: '7' }],
    ['NDI', null],
    ['NDJfN18x', null],
    ['not base64!', null],
    ['N', null],
    ['', null],
    ['w6Rf', null],
  ])('%j should be %j', (linkId, expected) => {
    expect(decodeAnonymousLinkId(linkId)).toEqual(expected);
  });

  it('should give back every pair of ids, through the page address', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(id, id, (reservationId, secret) => {
        const linkId = encodeAnonymousLinkId({ reservationId, secret });
        const matched = matchPath(buildPath('anonymousAppointment', 'fi', { id: linkId }));
        expect(matched?.page).toBe('anonymousAppointment');
        const param = (matched?.params as { id?: string } | undefined)?.id ?? '';
        expect(decodeAnonymousLinkId(param)).toEqual({ reservationId, secret });
      }),
    );
  });
});
