/** A value of one query parameter; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; an array writes its key once per element (`?specialtyIds=ROKT&specialtyIds=ROKH`). */
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Writes a query string with a leading `?`, or the empty string when nothing is left.
 * Keys and values are percent-encoded with `encodeURIComponent` (a space is `%20`, never `+`).
 */
export function buildQuery(query: Query | undefined): string {
  if (query === undefined) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
