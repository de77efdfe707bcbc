import { err, ok, type Result } from '../result/result';

/** Why an e-mail address was refused. */
export const emailErrors = ['required', 'tooLong', 'format'] as const;
/** One of {@link emailErrors}. */
export type EmailError = (typeof emailErrors)[number];

/** The longest e-mail address of every form (patient-area.md §5; the "100" reading is not used). */
export const emailMaxLength = 78;

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
const topLevel = /^[A-Za-z]{2,}$/;

/**
 * Checks an e-mail address and answers it trimmed: one mailbox (no list, no display name),
 * no spaces, a domain with at least two labels, a top-level domain of two or more letters, and
 * no `xn--` anywhere in the domain (internationalised domains are refused by the mail system).
 */
export function validateEmail(input: string): Result<string, EmailError> {
  const value = input.trim();
  if (value === '') return err('required');
  if (value.length > emailMaxLength) return err('tooLong');
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return err('format');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!localPart.test(local) || /xn--/i.test(domain)) return err('format');
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !labels.every((label) => domainLabel.test(label)) || !topLevel.test(tld)) {
    return err('format');
  }
  return ok(value);
}
