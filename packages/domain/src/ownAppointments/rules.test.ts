import { describe, expect, it } from 'vitest';
import type { LocationType } from '../catalogue/appointment';
import {
  arrivalReasonOf,
  arrivalReasonPrefix,
  arrivalReasonText,
  isUpcoming,
  linkCancelOptionAt,
  mapsHref,
  mayCancelAt,
  selfCheckInStatusAt,
} from './rules';

const start = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
const facts = {
  startAt: start,
  durationMinutes: 30,
  locationType: 'physicalLocation' as LocationType,
  checkedInAt: null,
  providerCancelled: false,
};

describe('selfCheckInStatusAt', () => {
  it.each([
    ['a day before', -24 * 60, 'tooEarly'],
    ['31 minutes before', -31, 'tooEarly'],
    ['30 minutes before', -30, 'allowed'],
    ['at the start', 0, 'allowed'],
    ['29 minutes after the start', 29, 'allowed'],
    ['at the end', 30, 'statusNotAvailable'],
  ] as const)('given a clinic time, %s should be %s', (_, at, expected) => {
    expect(selfCheckInStatusAt(facts, minutes(at))).toBe(expected);
  });

  it('given a check-in done should be checkedIn, whenever asked', () => {
    expect(selfCheckInStatusAt({ ...facts, checkedInAt: minutes(-10) }, minutes(100))).toBe('checkedIn');
  });

  it.each(['remoteAppointment', 'phoneAppointment', 'videoAppointment', 'meetingAppointment'] as const)(
    'given a %s should leave check-in to the reception',
    (locationType) => {
      expect(selfCheckInStatusAt({ ...facts, locationType }, minutes(-5))).toBe('onlyAtReception');
    },
  );

  it('given a time the provider cancelled should offer no check-in', () => {
    expect(selfCheckInStatusAt({ ...facts, providerCancelled: true }, minutes(-5))).toBe(
      'statusNotAvailable',
    );
  });
});

describe('mayCancelAt', () => {
  it.each([
    ['well ahead', facts, -48 * 60, true],
    ['within the deadline (the server names the hours)', facts, -60, true],
    ['started', facts, 0, false],
    ['checked in', { ...facts, checkedInAt: minutes(-20) }, -10, false],
    ['cancelled by the provider', { ...facts, providerCancelled: true }, -48 * 60, false],
  ] as const)('given a time %s should be %s', (_, given, at, expected) => {
    expect(mayCancelAt(given, minutes(at))).toBe(expected);
  });
});

describe('linkCancelOptionAt', () => {
  const general = { cancellationDeadlineHours: 24 };
  it.each([
    ['25 hours ahead', facts, -25 * 60, 'logIn'],
    ['23 hours ahead, within the deadline', facts, -23 * 60, 'call'],
    ['an hour ahead', facts, -60, 'call'],
    ['started', facts, 0, 'none'],
    ['checked in', { ...facts, checkedInAt: minutes(-20) }, -10, 'none'],
    ['cancelled by the provider', { ...facts, providerCancelled: true }, -48 * 60, 'none'],
  ] as const)('given a time %s, the link should offer %s', (_, given, at, expected) => {
    expect(linkCancelOptionAt(given, minutes(at), general)).toBe(expected);
  });

  it('given the children’s brand’s 12 hours, a time 13 hours ahead is cancelled by signing in', () => {
    expect(linkCancelOptionAt(facts, minutes(-13 * 60), { cancellationDeadlineHours: 12 })).toBe('logIn');
  });
});

describe('isUpcoming', () => {
  it.each([
    [-1, true],
    [29, true],
    [30, false],
  ])('at %i minutes from the start should be %s', (at, expected) => {
    expect(isUpcoming(facts, minutes(at))).toBe(expected);
  });
});

describe('the reason for a visit', () => {
  it('should be saved after the fixed Finnish prefix, trimmed', () => {
    expect(arrivalReasonText('  Kurkkukipu ')).toBe(`${arrivalReasonPrefix}Kurkkukipu`);
  });

  it('should be shown without the prefix', () => {
    expect(arrivalReasonOf(arrivalReasonText('Selkä'))).toBe('Selkä');
    expect(arrivalReasonOf(null)).toBeNull();
  });
});

describe('mapsHref', () => {
  it('should search the street and the address', () => {
    expect(mapsHref({ street: 'Mannerheimintie 12', postalCode: '00100', postOffice: 'Helsinki' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Mannerheimintie%2012%2C%2000100%20Helsinki',
    );
  });
});
