import { err, ok, type Result } from '../result/result';

/** Why a virtual barcode cannot be made. */
export const barcodeErrors = ['iban', 'reference', 'amount', 'dueDate'] as const;
/** One of {@link barcodeErrors}. */
export type BarcodeError = (typeof barcodeErrors)[number];

/** What a virtual barcode carries. */
export interface BarcodeInput {
  /** The payee's Finnish account, `FI` and 16 digits; spaces are allowed. */
  readonly iban: string;
  /** The Finnish reference with its check digit (see `referenceOf`). */
  readonly reference: string;
  /** The sum in cents; above 999 999,99 € the code carries zeros and the payer types the sum. */
  readonly amountCents: number;
  /** The due date `yyyy-mm-dd`, or `null` for none (the code carries zeros). */
  readonly dueDate: string | null;
}

/** Checks a Finnish IBAN by its ISO 13616 check digits; answers its 16 account digits. */
export function finnishAccountDigits(iban: string): string | null {
  const value = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(value)) return null;
  const rearranged = `${value.slice(4)}1518${value.slice(2, 4)}`; // F=15, I=18
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? value.slice(2) : null;
}

/**
 * The virtual barcode (pankkiviivakoodi), version 4 of the Finance Finland standard: 54 digits,
 * `4`, the 16 account digits, euros (6) and cents (2), `000`, the reference right-aligned in 20
 * digits, and the due date `yymmdd`. A person types it into an online bank instead of the details.
 */
export function virtualBarcode(input: BarcodeInput): Result<string, BarcodeError> {
  const account = finnishAccountDigits(input.iban);
  if (account === null) return err('iban');
  if (!/^\d{4,20}$/.test(input.reference)) return err('reference');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) return err('amount');
  const amount = input.amountCents > 99_999_999 ? 0 : input.amountCents;
  let due = '000000';
  if (input.dueDate !== null) {
    const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(input.dueDate);
    if (match === null) return err('dueDate');
    due = `${match[1]}${match[2]}${match[3]}`;
  }
  return ok(`4${account}${String(amount).padStart(8, '0')}000${input.reference.padStart(20, '0')}${due}`);
}
