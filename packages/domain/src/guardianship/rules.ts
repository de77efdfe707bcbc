import { guardianActsUpToAge, type TransactionPathError, transactionPathErrors } from '../catalogue/session';

/**
 * A guardian acts for a child aged 11 or younger; from 12 a minor signs in with their own
 * credentials (patient-area.md §1, §6).
 */
export const maxAgeActedFor = guardianActsUpToAge;

/** Guardianship ends when the child comes of age; the population register names no older wards. */
export const ageOfMajority = 18;

/** Whether a guardian may act for a ward of this age; an unknown age is refused. */
export function mayActFor(age: number | null): boolean {
  return age !== null && age >= 0 && age <= maxAgeActedFor;
}

/** How long the transaction path page's error toast stays (patient-area.md §9). */
export const transactionPathErrorToastMs = 20_000;

/**
 * The error of the transaction path page's address: only word characters are read
 * (patient-area.md §2), and only the two known codes are shown.
 */
export function transactionPathError(value: string | null | undefined): TransactionPathError | null {
  if (typeof value !== 'string' || !/^\w+$/.test(value)) return null;
  return (transactionPathErrors as readonly string[]).includes(value)
    ? (value as TransactionPathError)
    : null;
}

/** The two ways on from the transaction path page: acting for one's child, or as oneself. */
export const transactionPaths = ['child', 'own'] as const;
export type TransactionPath = (typeof transactionPaths)[number];

/** The public information service about acting for another person, linked beside a refusal. */
export const mandateInfoUrl = {
  fi: 'https://www.suomi.fi/valtuudet',
  sv: 'https://www.suomi.fi/fullmakter',
  en: 'https://www.suomi.fi/e-authorizations',
} as const satisfies Record<'fi' | 'sv' | 'en', string>;
