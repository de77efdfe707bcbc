import { z } from 'zod/mini';
import { insuranceCardMimeTypes } from '../catalogue/insurance';

// Wire shapes of the insurance card (patient-area.md §7): init, the two uploads, finish, read.

/** The largest image of one side the store takes; a phone's photo of a card is far smaller. */
export const maxCardImageBytes = 5_000_000;

/** `POST /api/kela-card/init-upload` body: the type of each side's image. */
export const cardInitRequest = z.object({
  mimetypes: z.object({ front: z.enum(insuranceCardMimeTypes), back: z.enum(insuranceCardMimeTypes) }),
});

const signedAddress = z.object({ url: z.string().check(z.startsWith('/api/kela-card/')) });

/** Its answer: a signed address to PUT each side to, and the token that confirms both. */
export const cardInitAnswer = z.object({
  type: z.literal('success'),
  front: signedAddress,
  back: signedAddress,
  token: z.string().check(z.maxLength(200)),
});
export type CardInitAnswer = z.infer<typeof cardInitAnswer>;

/** `GET /api/kela-card/finish-upload` query. */
export const cardFinishQuery = z.object({
  csrfToken: z.optional(z.string()),
  token: z.string().check(z.maxLength(200)),
});

/** Its answer: whether both images were there and are now the card. */
export const cardFinishAnswer = z.object({ type: z.literal('success'), success: z.boolean() });

/** `GET /api/kela-card`: short-lived addresses of the stored images, `null` without a card. */
export const cardAnswer = z.object({
  type: z.literal('success'),
  imageUrl: z.nullable(z.object({ front: z.string(), back: z.string() })),
});
export type CardAnswer = z.infer<typeof cardAnswer>;
