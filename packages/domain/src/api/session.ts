import { z } from 'zod';
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
    csrfToken: z.string().nullable(),
    sessionExpires: z.iso.datetime({ offset: true }).nullable(),
    lang: z.enum(languages),
    brand: z.enum(brandIds),
    /**
     * The public addresses of the brands' sites that the deployment configures (see `brandHref`);
     * a brand left out, or the whole field, means that brand is served at this same site.
     */
    brandUrls: z.object({ general: z.url().optional(), children: z.url().optional() }).optional(),
    environment: z.enum(environments),
    features: z.array(z.string()),
    healthCareType: z.enum(healthCareTypes),
    /** Null without a session. */
    sessionScope: z.enum(sessionScopes).nullable(),
    /** Signed in with the first factor; the SMS code is still owed. */
    mfaPending: z.boolean(),
    /** Signed in and has a patient record (false: must register first). */
    registered: z.boolean(),
  }),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /**
   * The child the signed-in guardian acts for: the whole portal is then the child's and the header
   * says so. Absent or null when acting for oneself.
   */
  actingFor: actingForWire.nullable().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** `POST /api/pin` body. */
export const pinRequest = z.object({
  pin: z.string().max(smsCodeLength).refine(isCompleteSmsCode, `The code is ${smsCodeLength} digits`),
});

/** `POST /api/pin` answer. */
export const pinAnswer = z.object({ type: z.literal('success'), mfaResponse: z.enum(mfaCodeAnswers) });

/** An answer with nothing but success, e.g. `POST /api/logout`. */
export const plainSuccess = z.object({ type: z.literal('success') });
