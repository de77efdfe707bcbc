import { z } from 'zod/mini';

// Query strings carry only text: these read a repeated or single parameter as a list, and
// 'true'/'false' as a boolean, so the same schema validates and documents the call.

/** `a=1&a=2`, `a=1` or nothing, as a list of strings. */
export const queryList = z.pipe(
  z.optional(z.union([z.string(), z.array(z.string())])),
  z.transform((value: string | string[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  ),
);

/** `true` or `false` (missing means false). */
export const queryFlag = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((value: 'true' | 'false' | undefined) => value === 'true'),
);
