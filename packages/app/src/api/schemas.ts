import { z } from 'zod';

// Wire shapes of the sign-in calls (decisions.md §3). The server declares the same shapes in its
// operations; they move to @portal/domain once both sides read them from one place.

/** `GET /api/session`: the caller's session and, when signed in, the user's name. */
export const sessionAnswer = z.object({
  type: z.literal('success'),
  session: z.object({
    isSessionValid: z.boolean(),
    csrfToken: z.string().nullable(),
    sessionExpires: z.iso.datetime({ offset: true }).nullable(),
    lang: z.enum(['fi', 'sv', 'en']),
    brand: z.enum(['general', 'children']),
    environment: z.enum(['development', 'production']),
    features: z.array(z.string()),
    healthCareType: z.enum(['private', 'kela65', 'occupational', 'insurance']),
    sessionScope: z.string().nullable(),
    /** Signed in with the first factor; the SMS code is still owed. */
    mfaPending: z.boolean(),
  }),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

/** The answers of the SMS code check (messaging-invoices-shell.md §8, "SMS code check"). */
export const mfaResponses = ['mfa-ok', 'mfa-challenge-failed', 'too-many-mfa-attempts'] as const;
export type MfaResponse = (typeof mfaResponses)[number];

/** `POST /api/pin`. */
export const pinAnswer = z.object({ type: z.literal('success'), mfaResponse: z.enum(mfaResponses) });

/** `POST /api/logout`. */
export const logoutAnswer = z.object({ type: z.literal('success') });

/** Any failure: `{ type: code, details? }` with a 4xx or 5xx status. */
export const failureAnswer = z.object({ type: z.string(), details: z.array(z.unknown()).optional() });
