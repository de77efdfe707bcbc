import { describe, expect, it } from 'vitest';
import {
  canAddGuardian,
  canRemoveGuardian,
  emptyGuardian,
  guardianErrorFields,
  guardiansRequest,
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

describe('guardiansRequest', () => {
  it('should take one or two guardians and a same-site next', () => {
    const parsed = guardiansRequest.parse({
      guardians: [maija, matti],
      next: '/fi/omat-tiedot?tab=guardians',
    });
    expect(parsed.guardians).toHaveLength(2);
    expect(parsed.guardians[1]?.name).toBe('Virtanen Matti');
  });

  it.each([
    ['no guardians', { guardians: [] }],
    ['three guardians', { guardians: [maija, matti, matti] }],
    ['another site as next', { guardians: [maija], next: 'https://evil.example/' }],
    ['a protocol-relative next', { guardians: [maija], next: '//evil.example/' }],
    ['a guardian without a name', { guardians: [{ ...maija, name: ' ' }] }],
    ['a name over 40 characters', { guardians: [{ ...maija, name: 'x'.repeat(41) }] }],
    ['a phone over 20 characters', { guardians: [{ ...maija, phone: `+358${'1'.repeat(17)}` }] }],
    ['a street over 30 characters', { guardians: [{ ...matti, streetAddress: 'x'.repeat(31) }] }],
    ['a four-digit postal code', { guardians: [{ ...matti, zipCode: '1234' }] }],
    ['a guardian left empty', { guardians: [emptyGuardian] }],
  ])('should refuse %s', (_, body) => {
    expect(guardiansRequest.safeParse(body).success).toBe(false);
  });

  it('should name the refused field of the refused guardian', () => {
    const parsed = guardiansRequest.safeParse({ guardians: [maija, { ...matti, zipCode: 'abcde' }] });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['guardians', 1, 'zipCode'], message: 'format' }),
    ]);
  });
});
