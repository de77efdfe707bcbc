import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellName } from './person';

describe('shellName', () => {
  it.each([
    [
      { firstName: 'Maija', lastName: 'Virtanen' },
      { firstName: 'Maija', lastName: 'Virtanen' },
    ],
    [
      { firstName: 'Maija Liisa Kaarina', lastName: 'Virtanen' },
      { firstName: 'Maija', lastName: 'Virtanen' },
    ],
    [
      { firstName: '  Eetu  Juhani ', lastName: ' Virtanen ' },
      { firstName: 'Eetu', lastName: 'Virtanen' },
    ],
    // A hyphenated given name is one name.
    [
      { firstName: 'Anna-Liisa Maria', lastName: 'Järvinen' },
      { firstName: 'Anna-Liisa', lastName: 'Järvinen' },
    ],
    [
      { firstName: 'Sari', lastName: 'Hämäläinen  Korhonen' },
      { firstName: 'Sari', lastName: 'Hämäläinen Korhonen' },
    ],
    [
      { firstName: '', lastName: 'Laine' },
      { firstName: '', lastName: 'Laine' },
    ],
  ])('given %j, should show %j', (name, expected) => {
    expect(shellName(name)).toEqual(expected);
  });

  it('should give a first name that is one of the given names, without spaces', () => {
    const word = fc.stringMatching(/^[A-Za-zÅÄÖåäö-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), word, (given, last) => {
        const { firstName } = shellName({ firstName: given.join(' '), lastName: last });
        expect(firstName).toBe(given[0]);
        expect(firstName).not.toMatch(/\s/);
      }),
    );
  });
});
