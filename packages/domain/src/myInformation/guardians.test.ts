import { describe, expect, it } from 'vitest';
import {
  canAddGuardian,
  canRemoveGuardian,
  guardianErrorFields,
  registerGuardianName,
  validateGuardians,
} from './guardians';

const maija = {
  name: 'Virtanen Maija',
  phone: '040 123 4567',
  emailAddress: 'maija@example.fi',
  isGuardianHasSameAddress: true,
  streetAddress: '',
  zipCode: '',
  postOffice: '',
};
const matti = {
  name: ' Virtanen Matti ',
  phone: '0501234567',
  emailAddress: 'matti@example.fi',
  isGuardianHasSameAddress: false,
  streetAddress: 'Kotikatu 2',
  zipCode: '00100',
  postOffice: 'Helsinki',
};

describe('registerGuardianName', () => {
  it('should put the last name before the first names', () => {
    expect(registerGuardianName({ firstName: 'Maija Liisa', lastName: 'Virtanen' })).toBe(
      'Virtanen Maija Liisa',
    );
  });
});

describe('canAddGuardian and canRemoveGuardian', () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [3, false],
  ])('given %s guardians, adding should be %s', (count, expected) => {
    expect(canAddGuardian(count)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, true],
  ])('given the guardian at %s, removing should be %s', (index, expected) => {
    expect(canRemoveGuardian(index)).toBe(expected);
  });
});

describe('validateGuardians', () => {
  it('given two complete guardians, should answer them trimmed and normalised', () => {
    const result = validateGuardians([maija, matti]);
    expect(result).toMatchObject({
      ok: true,
      value: [{ phone: '+358401234567' }, { name: 'Virtanen Matti', phone: '+358501234567' }],
    });
  });

  it('given a guardian with a bad postal code, should answer its error in its place', () => {
    const result = validateGuardians([maija, { ...matti, zipCode: '0010' }]);
    expect(result).toEqual({ ok: false, errors: [{}, { zipCode: 'format' }] });
  });
});

describe('guardianErrorFields', () => {
  it('should name each refused field once, in the order of the form', () => {
    expect(
      guardianErrorFields([
        { postOffice: 'required', phone: 'required' },
        { phone: 'format', name: 'tooLong' },
      ]),
    ).toEqual(['name', 'phone', 'postOffice']);
  });

  it('given no errors, should name nothing', () => {
    expect(guardianErrorFields([{}, {}])).toEqual([]);
  });
});
