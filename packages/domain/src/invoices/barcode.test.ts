import { describe, expect, it } from 'vitest';
import { finnishAccountDigits, virtualBarcode } from './barcode';

// The account of the Finance Finland barcode guide's examples.
const iban = 'FI79 4405 2020 0360 82';

describe('finnishAccountDigits', () => {
  it('should answer the 16 digits of a valid Finnish IBAN, spaces or not', () => {
    expect(finnishAccountDigits(iban)).toBe('7944052020036082');
    expect(finnishAccountDigits('fi7944052020036082')).toBe('7944052020036082');
  });

  it.each(['FI79 4405 2020 0360 83', 'SE45 5000 0000 0583 9825 7466', 'FI79440520200360'])(
    'should refuse %s',
    (value) => {
      expect(finnishAccountDigits(value)).toBeNull();
    },
  );
});

describe('virtualBarcode', () => {
  it('should match the guide’s example of version 4', () => {
    // Guide example 1: 4 883,15 €, reference 86851 62596 19897, due 12.6.2010.
    expect(
      virtualBarcode({ iban, reference: '868516259619897', amountCents: 488_315, dueDate: '2010-06-12' }),
    ).toEqual({ ok: true, value: '479440520200360820048831500000000868516259619897100612' });
  });

  it('should be 54 digits with zeros for a missing due date', () => {
    const code = virtualBarcode({ iban, reference: '1002340', amountCents: 4850, dueDate: null });
    expect(code).toEqual({ ok: true, value: '479440520200360820000485000000000000000001002340000000' });
    if (code.ok) expect(code.value).toHaveLength(54);
  });

  it('should carry zeros for a sum the code cannot hold', () => {
    const code = virtualBarcode({ iban, reference: '1002340', amountCents: 100_000_000, dueDate: null });
    expect(code.ok && code.value.slice(17, 25)).toBe('00000000');
  });

  it.each([
    [{ iban: 'FI00', reference: '1002340', amountCents: 1, dueDate: null }, 'iban'],
    [{ iban, reference: '12', amountCents: 1, dueDate: null }, 'reference'],
    [{ iban, reference: '1002340', amountCents: -1, dueDate: null }, 'amount'],
    [{ iban, reference: '1002340', amountCents: 1.5, dueDate: null }, 'amount'],
    [{ iban, reference: '1002340', amountCents: 1, dueDate: '12.6.2010' }, 'dueDate'],
  ])('given %j should refuse with %s', (input, error) => {
    expect(virtualBarcode(input)).toEqual({ ok: false, error });
  });
});
