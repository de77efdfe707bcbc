/**
 * Reads a query string as the API's calls write it (`buildQuery`): a repeated name is a list in
 * order, a single one a string. No brackets or nesting, and no cap on a list's length short of
 * the address's own (Node refuses headers over 16 KB): the schemas bound each list, where the
 * usual parser would silently turn a list of more than 20 into an object.
 */
export function parseQuery(text: string): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  return Object.fromEntries(
    [...values].map(([name, list]) => [name, list.length === 1 ? (list[0] ?? '') : list]),
  );
}
