/** The feature flags named in the specification. */
export const featureNames = [
  'ohc-appointment-search',
  'kela65',
  'lahitapiola-insurance-flow',
  'pohjola-company-insurance-flow',
  'customer-messaging-allowed',
  'customer-messaging-enabled',
  'price-details',
  'sickness-fund-page',
  'is-finnair-sickness-fund-member',
  'pikkutsatti',
  'mfa',
] as const;

/** One feature flag. */
export type FeatureName = (typeof featureNames)[number];

/** The flags that are on; a flag not in the set is off. */
export type Features = ReadonlySet<FeatureName>;

/** Tells whether a string (from configuration or the session) names a feature flag. */
export function isFeatureName(value: unknown): value is FeatureName {
  return typeof value === 'string' && (featureNames as readonly string[]).includes(value);
}

/**
 * A feature set from a list of names, such as a comma-separated environment variable split
 * by the server. Unknown names are dropped, so an old configuration cannot break a start.
 */
export function featureSet(names: Iterable<string>): Features {
  return new Set([...names].filter(isFeatureName));
}

/** The flags of a set in the order of {@link featureNames}, for the session JSON. */
export function featureList(features: Features): FeatureName[] {
  return featureNames.filter((name) => features.has(name));
}

/** The day kela65 bookings open (booking.md §1). */
export const kela65FirstDay = '2025-09-01';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Tells whether kela65 visits are offered: only with the `kela65` flag and from 1 September 2025.
 * `today` is the Helsinki calendar date as `yyyy-mm-dd`; an unreadable date offers nothing.
 */
export function kela65Available(features: Features, today: string): boolean {
  return features.has('kela65') && isoDate.test(today) && today >= kela65FirstDay;
}
