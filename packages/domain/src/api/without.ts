/**
 * The values of a list without some of them, in the list's order: what classic zod's
 * `enum.exclude` gives, for `z.enum` of zod/mini, which has no such method.
 */
export function without<const T extends string, const U extends T>(
  values: readonly T[],
  excluded: readonly U[],
): Exclude<T, U>[] {
  return values.filter((value): value is Exclude<T, U> => !(excluded as readonly T[]).includes(value));
}
