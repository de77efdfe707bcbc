import { identityCodeMaxLength } from '../identity/identity-code';
import { emailMaxLength } from './email';
import { type PhoneForm, phoneMaxLength, phoneTypingRoom } from './phone';
import { reasonForVisitMaxLength } from './reason-for-visit';
import { textLimits, zipCodeLength } from './text';

function phoneInput(form: PhoneForm): number {
  const max = phoneMaxLength(form);
  if (max === null) throw new Error(`the ${form} phone rule sets no length`);
  return max + phoneTypingRoom;
}

/**
 * The `maxLength` of each form input, read from the rules that check it, so an input never stops
 * typing before its rule would refuse, nor lets a person type what the rule then refuses for
 * length. Phone inputs hold the rule's length plus room for typed spaces ({@link phoneTypingRoom}).
 */
export const inputMaxLength = {
  personName: textLimits.personName.max,
  streetAddress: textLimits.streetAddress.max,
  zipCode: zipCodeLength,
  postOffice: textLimits.postOffice.max,
  emailAddress: emailMaxLength,
  contactPhone: phoneInput('contact'),
  guardianName: textLimits.guardianName.max,
  guardianPhone: phoneInput('guardian'),
  guardianStreetAddress: textLimits.guardianStreetAddress.max,
  guardianPostOffice: textLimits.guardianPostOffice.max,
  identityCode: identityCodeMaxLength,
  reasonForVisit: reasonForVisitMaxLength,
} as const satisfies Record<string, number>;

/** A field that {@link inputMaxLength} names. */
export type LimitedInput = keyof typeof inputMaxLength;
