import { z } from 'zod/mini';
import { brandIds, environments } from '../brand';
import { healthCareTypes, sessionScopes } from '../catalogue/customer';
import { mfaCodeAnswers } from '../catalogue/session';
import { actingForWire } from '../guardianship/wire';
import { languages } from '../locale';
import { isCompleteSmsCode, smsCodeLength } from '../mfa/smsCode';

// Wire shapes of the session calls (decisions.md §3), read by the app and declared by the server.

/** `GET /api/session`: the caller's session and, when signed in, the user's name. */
export const sessionAnswer = z.object({
  type: z.literal('success'),
  session: z.object({
    isSessionValid: z.boolean(),
    csrfToken: z.nullable(z.string()),
    sessionExpires: z.nullable(z.iso.datetime({ offset: true })),
    /**
     * The latest the session can last however active the person is (`SESSION_MAX_SECONDS` after
     * sign-in): once `sessionExpires` has reached it, the session can no longer be extended. Null or
     * absent without a session.
     */
    sessionMaxExpires: z.optional(z.nullable(z.iso.datetime({ offset: true }))),
    /**
     * An opaque key of the signed-in person and the child they act for, the same at every sign-in:
     * what the browser keeps for the person (unsent drafts) is stored under it, so a draft comes back
     * only to the one who wrote it. Never the identity code. Null or absent without a session.
     */
    personKey: z.optional(z.nullable(z.string())),
    lang: z.enum(languages),
    brand: z.enum(brandIds),
    /**
     * The public addresses of the brands' sites that the deployment configures (see `brandHref`);
     * a brand left out, or the whole field, means that brand is served at this same site.
     */
    brandUrls: z.optional(z.object({ general: z.optional(z.url()), children: z.optional(z.url()) })),
    environment: z.enum(environments),
    features: z.array(z.string()),
    healthCareType: z.enum(healthCareTypes),
    /** Null without a session. */
    sessionScope: z.nullable(z.enum(sessionScopes)),
    /** Signed in with the first factor; the SMS code is still owed. */
    mfaPending: z.boolean(),
    /** Signed in and has a patient record (false: must register first). */
    registered: z.boolean(),
  }),
  user: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  /**
   * The child the signed-in guardian acts for: the whole portal is then the child's and the header
   * says so. Absent or null when acting for oneself.
   */
  actingFor: z.optional(z.nullable(actingForWire)),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** `POST /api/session/extend` answer: the session's new end and the latest it can last. */
export const sessionExtendAnswer = z.object({
  type: z.literal('success'),
  sessionExpires: z.iso.datetime({ offset: true }),
  sessionMaxExpires: z.iso.datetime({ offset: true }),
});
export type SessionExtendAnswer = z.infer<typeof sessionExtendAnswer>;

/** `POST /api/pin` body. */
export const pinRequest = z.object({
  pin: z
    .string()
    .check(z.maxLength(smsCodeLength), z.refine(isCompleteSmsCode, `The code is ${smsCodeLength} digits`)),
});

/** `POST /api/pin` answer. */
export const pinAnswer = z.object({ type: z.literal('success'), mfaResponse: z.enum(mfaCodeAnswers) });

/** An answer with nothing but success, e.g. `POST /api/logout`. */
export const plainSuccess = z.object({ type: z.literal('success') });
