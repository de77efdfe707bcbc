import { describe, expect, it } from 'vitest';
import * as catalogue from './index';

const lists = (Object.entries(catalogue) as [string, unknown][]).filter(
  (entry): entry is [string, readonly unknown[]] => Array.isArray(entry[1]),
);

describe('the catalogue', () => {
  it.each(lists)('should list each value of %s once', (_, values) => {
    expect(values.length).toBeGreaterThan(0);
    expect(new Set(values).size).toBe(values.length);
  });

  it('should carry the limits of the specification', () => {
    expect(catalogue.pageSizes).toEqual({
      appointments: 20,
      conversations: 10,
      invoices: 10,
      vaccinations: 25,
    });
    expect(catalogue.maxAttachmentBytes).toBe(9 * 1024 * 1024);
    expect(catalogue.maxSubjectLength).toBe(70);
    expect(catalogue.toastDurations.appointmentCancelled).toBe(15_000);
    expect(catalogue.toastDurations.transactionPathError).toBe(20_000);
  });
});

describe('reservationErrorOf', () => {
  it.each([
    ['appointmentNotAvailable', 'appointmentNotAvailable'],
    ['tooManyReservations', 'tooManyReservations'],
    ['tooManyRequests', 'tooManyRequests'],
    ['treatmentChainCreationFailed', 'directReimbursementError'],
    ['directReimbursementError', 'directReimbursementError'],
    ['ValidationError', 'validationError'],
    ['noPatient', 'noPatient'],
    ['networkError', 'networkError'],
    ['forbidden', 'unknownError'],
    ['somethingNew', 'unknownError'],
    [undefined, 'unknownError'],
  ])('given %j should be %s', (type, expected) => {
    expect(catalogue.reservationErrorOf(type)).toBe(expected);
  });

  it.each([
    ['noPatient', true],
    ['patientDataConsentRequired', true],
    ['patientInfoConflict', true],
    ['tooManyReservations', false],
    ['unknownError', false],
  ] as const)('%s should require strong login: %s', (error, expected) => {
    expect(catalogue.requiresStrongLogin(error)).toBe(expected);
  });
});

describe('validateAttachments', () => {
  it.each([
    [[], { ok: true, value: [] }],
    [[{ name: 'lab.PDF', size: 100 }], { ok: true, value: [{ name: 'lab.PDF', size: 100 }] }],
    [[{ name: 'a.jpg', size: 9_437_184 }], { ok: true, value: [{ name: 'a.jpg', size: 9_437_184 }] }],
    [
      [
        { name: 'a.jpg', size: 5_000_000 },
        { name: 'b.png', size: 4_437_185 },
      ],
      { ok: false, error: 'tooLarge' },
    ],
    [[{ name: 'virus.exe', size: 1 }], { ok: false, error: 'extension' }],
    [[{ name: 'noextension', size: 1 }], { ok: false, error: 'extension' }],
    [[{ name: 'archive.tar.gz', size: 1 }], { ok: false, error: 'extension' }],
  ])('given %j should answer %j', (files, expected) => {
    expect(catalogue.validateAttachments(files)).toEqual(expected);
  });
});

describe('screenSizeOf', () => {
  it.each([
    [320, 'small'],
    [480, 'small'],
    [481, 'medium'],
    [800, 'medium'],
    [801, 'large'],
  ])('given %i px should be %s', (width, expected) => {
    expect(catalogue.screenSizeOf(width)).toBe(expected);
  });
});

describe('isLabGroupReady', () => {
  it('should be ready only when every item is', () => {
    expect(catalogue.isLabGroupReady([{ isReady: true }, { isReady: true }])).toBe(true);
    expect(catalogue.isLabGroupReady([{ isReady: true }, { isReady: false }])).toBe(false);
    expect(catalogue.isLabGroupReady([])).toBe(false);
  });
});

describe('specialty and clinic lists', () => {
  it.each([
    ['PSY', true],
    ['KA', true],
    ['HP', true],
    ['YL', false],
  ])('choosing %s should force remote appointments: %s', (id, expected) => {
    expect(catalogue.forcesIncludeRemote(id)).toBe(expected);
  });

  it('should know the remote clinics and the vaccination specialties', () => {
    expect(['RMT', 'CHA', 'OS', 'NRMT', 'HKI'].map(catalogue.isRemoteClinic)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(['ROKT', 'ROKH', 'KORR', 'YL'].map(catalogue.isVaccinationSpecialty)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
