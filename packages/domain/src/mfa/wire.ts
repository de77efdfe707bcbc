import { z } from 'zod/mini';
import { ruleField } from '../api/rule';
import { mfaActions, mfaCodeAnswers, mfaStatuses } from '../catalogue/session';
import { validatePhone } from '../contact/phone';

/** How many phone verifications a person may start in a day; past it the toggle waits. */
export const smsOnboardingLimit = { points: 5, durationSeconds: 24 * 60 * 60 } as const;

/** `GET /api/mfa`: the SMS login status of the signed-in person. */
export const mfaStatusAnswer = z.object({
  type: z.literal('success'),
  status: z.enum(mfaStatuses),
  /** The verified number while SMS login is on. */
  phoneNumber: z.nullable(z.string()),
  /** When a new verification may be started, after too many. */
  nextAttempt: z.nullable(z.iso.datetime({ offset: true })),
});
export type MfaStatusAnswer = z.infer<typeof mfaStatusAnswer>;

/** Body of `POST /api/mfa`. */
export const mfaToggleRequest = z.object({ action: z.enum(mfaActions) });

/** Body of `POST /api/mfa-onboarding`: the number to verify (an optional plus and six digits or more). */
export const mfaOnboardingRequest = z.object({
  phoneNumber: ruleField((input) => validatePhone(input, 'smsLogin')),
});

/** Body of `PUT /api/mfa-onboarding`: the four digits typed. */
export const mfaOnboardingCode = z.object({
  challengeResponseFromUser: z.array(z.string().check(z.regex(/^[0-9]$/))).check(z.length(4)),
});

/**
 * Answer of `PUT /api/mfa-onboarding`. A wrong code also tells how many wrong answers the sent code
 * takes before it closes, so the page can say so before the verification ends.
 */
export const mfaOnboardingAnswer = z.object({
  type: z.enum(mfaCodeAnswers),
  triesLeft: z.optional(z.number().check(z.int(), z.minimum(0))),
});
