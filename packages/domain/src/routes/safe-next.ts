// C0 controls, DEL and C1 controls: browsers strip some of them (tab, newline) before parsing,
// which turns `/\t/evil.example` into `//evil.example`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// Percent-encoded controls, slashes and backslashes that a later decode could turn into the above.
const encodedDanger = /%(0[0-9a-f]|1[0-9a-f]|7f|5c)/i;
const origin = 'https://portal.invalid';

/**
 * Tells whether a `next` value (after sign-in, after saving contact information...) is safe to
 * redirect to: an absolute path on this site. It must start with exactly one `/`, hold no
 * backslash (browsers read `/\host` as `//host`), no scheme, no control characters, and still
 * resolve to this site when a browser parses it.
 */
export function isSafeNextPath(next: unknown): next is string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return false;
  if (next.includes('\\') || controlCharacter.test(next) || encodedDanger.test(next)) return false;
  // A leading `/%2F` decodes to `//` on servers that decode before redirecting.
  if (/^\/%2f/i.test(next)) return false;
  try {
    return new URL(next, origin).origin === origin;
  } catch {
    return false;
  }
}
