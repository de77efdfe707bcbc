import type { EmailError, IdentityCodeError, PhoneError, TextError } from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';
import type { z } from 'zod/mini';

type Words = TranslationFunctions['reservation']['fieldErrors'];

/** The kind of a field, which decides how its error codes are said. */
export type FieldKind = 'text' | 'zipCode' | 'email' | 'phone' | 'identityCode';

/** Any error code of the domain's field validators. */
export type FieldErrorCode = TextError | EmailError | PhoneError | IdentityCodeError;

/**
 * The words of a domain validator's error code for a field (booking.md §5: Required, invalid email,
 * please provide a phone number, check the identity number).
 */
export function fieldErrorText(LL: Words, kind: FieldKind, code: FieldErrorCode | string): string {
  switch (kind) {
    case 'identityCode':
      return LL.identityCode();
    case 'phone':
      return code === 'required' ? LL.phone() : LL.phoneFormat();
    case 'email':
      return code === 'required' ? LL.required() : LL.email();
    case 'zipCode':
      return code === 'required' ? LL.required() : LL.zipCode();
    case 'text':
      if (code === 'tooShort') return LL.tooShort();
      if (code === 'tooLong') return LL.tooLong();
      if (code === 'controlCharacter') return LL.controlCharacter();
      return code === 'required' ? LL.required() : LL.format();
    default:
      return kind satisfies never;
  }
}

/**
 * The first error code of each field of a failed zod check. The domain's `ruleField` puts the
 * validator's code in the issue message; any other issue (a missing field) reads as `required`.
 */
export function errorCodesOf(error: z.core.$ZodError): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field !== '' && codes[field] === undefined) {
      codes[field] = issue.code === 'custom' ? issue.message : 'required';
    }
  }
  return codes;
}
