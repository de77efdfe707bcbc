import { z } from 'zod/mini';
import type { Result } from '../result';
import { text } from './text';

/** The longest input a rule field reads; each rule sets its own, shorter bound. */
const ruleFieldMax = 1000;

/**
 * A zod string field checked by a domain validator: the normalised value on success, the
 * validator's error code as the issue message on failure, so the browser and the server apply
 * the same rule and a ValidationError's details name codes the app turns into words. Control
 * characters are refused (`text`) before the rule runs.
 */
export function ruleField<T>(validate: (input: string) => Result<T, string>) {
  return z.pipe(
    text({ max: ruleFieldMax }),
    z.transform((input: string, ctx) => {
      const result = validate(input);
      if (result.ok) return result.value;
      ctx.issues.push({ code: 'custom', message: result.error, input });
      return z.NEVER;
    }),
  );
}
