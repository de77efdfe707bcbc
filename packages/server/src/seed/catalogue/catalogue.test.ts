import { remoteClinicIds, remoteSpecialtyCodes, vaccinationSpecialtyIds } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { physicalClinics, REMOTE_CLINICS } from './clinics';
import { SPECIALTIES } from './specialties';
import { practitioners } from './staff';

describe('the demo catalogue', () => {
  it('should have a clinic in every municipality of the neighbour rule, and the remote clinics', () => {
    const municipalities = new Set(physicalClinics(1).map((clinic) => clinic.municipality));
    expect([...municipalities].sort()).toEqual(
      ['espoo', 'helsinki', 'hyvinkää', 'järvenpää', 'kerava', 'tuusula', 'vantaa'].sort(),
    );
    expect(REMOTE_CLINICS.map((clinic) => clinic.id)).toEqual(['RMT', 'CHA', 'OS', 'NRMT']);
    expect(REMOTE_CLINICS.every((clinic) => clinic.isRemote)).toBe(true);
  });

  it.each([
    'YLE',
    'SH',
    'PSY',
    'ENDO',
    'GYN',
    'NNA',
    'GRG',
    'TPSG',
    'ROKT',
    'ROKH',
    'KORR',
    'Y65P',
    'Y65D',
    'Y65V',
  ])('should have the specialty %s with a title in fi, sv and en', (id) => {
    const specialty = SPECIALTIES.find((candidate) => candidate.id === id);
    expect(specialty?.title.fi).toBeTruthy();
    expect(specialty?.title.sv).toBeTruthy();
    expect(specialty?.title.en).toBeTruthy();
  });

  it('should agree with the domain on remote clinics, remote-listed and vaccination specialties', () => {
    const ids = SPECIALTIES.map((specialty) => specialty.id);
    expect(REMOTE_CLINICS.map((clinic) => clinic.id)).toEqual([...remoteClinicIds]);
    expect(ids).toEqual(expect.arrayContaining([...vaccinationSpecialtyIds]));
    // KA and HP are named by the specification only in passing, without a title or a use.
    expect(ids).toEqual(
      expect.arrayContaining(remoteSpecialtyCodes.filter((code) => !['KA', 'HP'].includes(code))),
    );
  });

  it('should mark the occupational specialties', () => {
    const occupational = SPECIALTIES.filter((specialty) => specialty.isOccupational).map(
      (specialty) => specialty.id,
    );
    expect(occupational).toEqual(expect.arrayContaining(['TTL', 'TTH', 'TFT', 'TPSG', 'ROKT']));
    expect(occupational).not.toContain('YLE');
  });

  it.each([1, 3, 10])(
    'at scale %i, should give unique practitioner ids in known clinics and specialties',
    (scale) => {
      const staff = practitioners(scale);
      const clinicIds = new Set([...physicalClinics(scale), ...REMOTE_CLINICS].map((clinic) => clinic.id));
      const specialtyIds = new Set(SPECIALTIES.map((specialty) => specialty.id));
      expect(new Set(staff.map((person) => person.id)).size).toBe(staff.length);
      expect(staff.every((person) => person.clinicIds.every((id) => clinicIds.has(id)))).toBe(true);
      expect(staff.every((person) => person.specialtyIds.every((id) => specialtyIds.has(id)))).toBe(true);
    },
  );

  it('when the scale grows, should keep every clinic and practitioner of the smaller network', () => {
    const small = practitioners(1).map((person) => person.id);
    const large = new Set(practitioners(4).map((person) => person.id));
    expect(small.every((id) => large.has(id))).toBe(true);
    expect(large.size).toBeGreaterThan(3 * small.length);
    const largeClinics = new Set(physicalClinics(4).map((clinic) => clinic.id));
    expect(physicalClinics(1).every((clinic) => largeClinics.has(clinic.id))).toBe(true);
  });

  it('should vary the first letter of practitioner ids (avatars are chosen by it)', () => {
    expect(new Set(practitioners(1).map((person) => person.id[0])).size).toBeGreaterThan(6);
  });
});
