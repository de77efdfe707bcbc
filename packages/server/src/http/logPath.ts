import { type Lang, matchPath, routeTable } from '@portal/domain';

/**
 * The path of a request as the request log keeps it: the route's pattern, not its values. Paths
 * carry appointment links (whose secret opens an appointment), patient ids and signed tokens, and
 * whoever reads the logs must not get them (`docs/security.md`).
 *
 * - A path of an API operation is logged as the operation's pattern: `/api/anon/appointments/:linkId`.
 * - A page of the app keeps its words and loses its parameters: `/fi/oma-varaus/:id`.
 * - Any other path keeps only the segments that are plainly words (letters, dots and hyphens, up to 40
 *   characters) and the file names of the built assets; every other segment becomes `:value`.
 */
export function logPathOf(path: string, apiPatterns: readonly string[]): string {
  const parts = path.split('/');
  for (const pattern of apiPatterns) {
    if (fitsPattern(pattern.split('/'), parts)) return pattern;
  }
  return pagePattern(path, parts) ?? parts.map((part, index) => plainPart(part, parts, index)).join('/');
}

function fitsPattern(segments: readonly string[], parts: readonly string[]): boolean {
  return (
    segments.length === parts.length &&
    segments.every((segment, index) => segment.startsWith(':') || segment === parts[index])
  );
}

function pagePattern(path: string, parts: readonly string[]): string | null {
  const page = matchPath(path);
  if (page === null) return null;
  const pattern = (routeTable[page.page].path as Partial<Record<Lang, string>>)[page.lang] ?? '';
  const segments = pattern === '' ? [] : pattern.split('/');
  const kept = ['', page.lang];
  for (const [index, segment] of segments.entries()) {
    if (segment.startsWith('*')) return [...kept, segment].join('/');
    kept.push(segment.startsWith(':') ? segment : (parts[index + 2] ?? ''));
  }
  return kept.join('/');
}

const word = /^[A-Za-z][A-Za-z.-]{0,39}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The build's file names carry a content hash (`index-D3xk2Lp9.js`); they name nobody.
const assetFile = /^[A-Za-z0-9_-]{1,80}\.(js|css|map|woff2?|svg|png|jpe?g|ico|webp|webmanifest)$/;

function plainPart(part: string, parts: readonly string[], index: number): string {
  if (part === '' || (word.test(part) && !uuid.test(part))) return part;
  if (index === 2 && parts[1] === 'assets' && parts.length === 3 && assetFile.test(part)) return part;
  return ':value';
}
