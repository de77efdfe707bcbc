import { remoteClinicIds, remoteSpecialtyCodes, vaccinationSpecialtyIds } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { allClinics, childrenClinics, physicalClinics, REMOTE_CLINICS } from './clinics';
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
      const clinicIds = new Set(allClinics(scale).map((clinic) => clinic.id));
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

  describe('given the two brands', () => {
    const brandOf = new Map(allClinics(1).map((clinic) => [clinic.id, clinic.brands]));
    const staffOf = (brand: 'general' | 'children') =>
      practitioners(1).filter((person) => person.clinicIds.some((id) => brandOf.get(id)?.includes(brand)));

    it('should give each clinic to exactly one brand, the general one its whole earlier network', () => {
      expect(allClinics(1).every((clinic) => clinic.brands.length === 1)).toBe(true);
      expect(
        [...physicalClinics(1), ...REMOTE_CLINICS].every((clinic) => clinic.brands[0] === 'general'),
      ).toBe(true);
      expect(new Set(allClinics(3).map((clinic) => clinic.id)).size).toBe(allClinics(3).length);
    });

    it('should give the children’s brand physical clinics of its own in neighbour-rule municipalities', () => {
      const clinics = childrenClinics(1);
      expect(clinics.length).toBeGreaterThanOrEqual(3);
      expect(clinics.every((clinic) => clinic.brands[0] === 'children' && !clinic.isRemote)).toBe(true);
      expect(clinics.every((clinic) => clinic.name.startsWith('Pikkujätti '))).toBe(true);
      const general = new Set(physicalClinics(1).map((clinic) => clinic.municipality));
      expect(clinics.every((clinic) => general.has(clinic.municipality))).toBe(true);
    });

    it('should staff the children’s clinics with paediatricians, children’s nurses and vaccinations only', () => {
      const specialties = new Set(staffOf('children').flatMap((person) => person.specialtyIds));
      expect([...specialties].sort()).toEqual(['LAS', 'LROK', 'LSH', 'ROKH']);
    });

    it('should keep every practitioner at the clinics of one brand', () => {
      const general = new Set(staffOf('general').map((person) => person.id));
      expect(staffOf('children').some((person) => general.has(person.id))).toBe(false);
      expect(general.size + staffOf('children').length).toBe(practitioners(1).length);
    });

    it('should keep the general brand’s specialties out of the children’s and the other way round', () => {
      const general = new Set(staffOf('general').flatMap((person) => person.specialtyIds));
      expect(general.has('LSH') || general.has('LROK')).toBe(false);
      expect(general.has('YLE') && general.has('TTL') && general.has('Y65V')).toBe(true);
    });
  });

  it('should vary the first letter of practitioner ids (avatars are chosen by it)', () => {
    expect(new Set(practitioners(1).map((person) => person.id[0])).size).toBeGreaterThan(6);
  });
});
