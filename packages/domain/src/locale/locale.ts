/** The languages of the service, in the order the language pickers list them. */
export const languages = ['fi', 'sv', 'en'] as const;

/** One of the service languages. */
export type Lang = (typeof languages)[number];

/** Finnish is the language of `/` and of anything that names no language. */
export const defaultLang: Lang = 'fi';

/**
 * Tells whether a value (a path segment, a query value, a cookie) names a service language.
 * Case-sensitive on purpose: `/FI` is not an address of the service.
 */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The two languages other than `lang`, in picker order (the header lists these). */
export function otherLanguages(lang: Lang): Lang[] {
  return languages.filter((l) => l !== lang);
}
