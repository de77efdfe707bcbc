import type { Lang } from '../locale';
import { buildPath } from './build';

/** Longer values are refused: no page of the route table comes near, and the value is echoed in cookies. */
export const sameSitePathMaxLength = 2048;

// Backslashes (browsers read `/\host` as `//host`), C0 and C1 controls and DEL (browsers strip tab
// and newline before parsing, which turns `/\t/evil.example` into `//evil.example`) and any white
// space, including the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const forbiddenCharacter = /[\\\u0000-\u001f\u007f-\u009f\s]/u;
// Percent-encoded controls and backslashes that a later decode could turn into the above.
const encodedControl = /%(0[0-9a-f]|1[0-9a-f]|7f|5c)/i;
// In the path part also encoded slashes, dots and percent signs: `/%2e%2e//x` and `/%2f/x` become
// `//x` once decoded or normalised, and `%25` hides them behind a second decode.
const encodedPathSeparator = /%(2f|2e|25)/i;
const origin = 'https://portal.invalid';

/**
 * Tells whether a value (the `next` of sign-in, the `redirectTo` of the partner insurer, the `from`
 * of a booking link) is a path of this site that is safe to redirect a browser to. It must start
 * with exactly one `/`, be already in the form a browser normalises it to (no `.` or `..` segments,
 * no encoded separators, ASCII only) and so still resolve to this site, on every browser and on a
 * server that decodes it once more.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > sameSitePathMaxLength) return false;
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (forbiddenCharacter.test(value) || encodedControl.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (encodedPathSeparator.test(path)) return false;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return false;
  }
  // A path the parser rewrites (`/.//x` to `//x`, `/a/../b`, non-ASCII) is not taken as it is.
  return url.origin === origin && url.pathname === path && !url.pathname.startsWith('//');
}

/** `value` when it is a same-site path, otherwise the front page of `lang`. */
export function sameSitePathOr(value: unknown, lang: Lang): string {
  return isSameSitePath(value) ? value : buildPath('front', lang);
}
