import { describe, expect, it } from 'vitest';
import { defaultFilter } from './filter';
import { practitionerLabels, practitionersOfList, specialtiesOfList } from './options';

const title = (en: string) => ({ fi: en, sv: en, en });
const options = {
  clinics: [
    { id: 'HKI', name: 'Helsinki', municipality: 'Helsinki', isRemote: false },
    { id: 'ESP', name: 'Espoo', municipality: 'Espoo', isRemote: false },
  ],
  specialties: [
    { id: 'YLE', title: title('GP'), customerTypes: ['private', 'occupational', 'insurance'] as const },
    { id: 'TTL', title: title('Occupational'), customerTypes: ['occupational'] as const },
    { id: 'KELA', title: title('Kela'), customerTypes: ['kela65'] as const },
  ].map((specialty) => ({ ...specialty, customerTypes: [...specialty.customerTypes] })),
  practitioners: [
    { id: 'a', name: 'Anna', title: title('GP'), specialtyIds: ['YLE'], clinicIds: ['HKI'] },
    { id: 't', name: 'Tiina', title: title('Occupational'), specialtyIds: ['TTL'], clinicIds: ['HKI'] },
    { id: 'a2', name: 'Anna', title: title('GP'), specialtyIds: ['YLE'], clinicIds: ['ESP', 'HKI'] },
  ],
};
const today = '2026-11-25';
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('specialtiesOfList', () => {
  it.each([
    ['private', ['YLE']],
    ['insurance', ['YLE']],
    ['occupational', ['YLE', 'TTL']],
    ['kela65', ['KELA']],
  ] as const)('on the %s list should offer %j', (customerType, expected) => {
    expect(ids(specialtiesOfList(defaultFilter(customerType, today), options.specialties))).toEqual(expected);
  });

  describe('given clinic data that offers the Y65V specialty to every customer type', () => {
    const everyone = ['private', 'occupational', 'insurance', 'kela65'] as const;
    const y65v = [{ id: 'Y65V', title: title('Kela65 appointment'), customerTypes: [...everyone] }];

    it.each(['private', 'occupational', 'insurance'] as const)(
      'on the %s list should not offer it',
      (type) => {
        expect(specialtiesOfList(defaultFilter(type, today), y65v)).toEqual([]);
        const chosen = { ...defaultFilter(type, today), specialtyIds: ['Y65V'] };
        expect(specialtiesOfList(chosen, y65v)).toEqual([]);
      },
    );

    it('on the kela65 list should offer it', () => {
      expect(ids(specialtiesOfList(defaultFilter('kela65', today), y65v))).toEqual(['Y65V']);
    });
  });

  it('should keep a specialty the address chose though the list does not offer it', () => {
    const filter = { ...defaultFilter('private', today), specialtyIds: ['TTL'] };
    expect(ids(specialtiesOfList(filter, options.specialties))).toEqual(['YLE', 'TTL']);
  });
});

describe('practitionersOfList', () => {
  it('should offer only practitioners of the list specialties', () => {
    expect(ids(practitionersOfList(defaultFilter('private', today), options))).toEqual(['a', 'a2']);
    expect(ids(practitionersOfList(defaultFilter('occupational', today), options))).toEqual(['a', 't', 'a2']);
  });

  it('should narrow to a chosen specialty and keep a chosen practitioner', () => {
    const filter = { ...defaultFilter('occupational', today), specialtyIds: ['TTL'], practitionerIds: ['a'] };
    expect(ids(practitionersOfList(filter, options))).toEqual(['a', 't']);
  });
});

describe('practitionerLabels', () => {
  it('should add the clinics only where name and title would read the same', () => {
    const labels = practitionerLabels(options.practitioners, options.clinics, 'en');
    expect([...labels.values()]).toEqual([
      'Anna, GP (Helsinki)',
      'Tiina, Occupational',
      'Anna, GP (Espoo, Helsinki)',
    ]);
  });
});
