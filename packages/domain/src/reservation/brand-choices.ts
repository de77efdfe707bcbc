import type { BrandConfig } from '../brand/brand';

/**
 * Tells whether the anonymous reservation asks how to sign in before strong identification
 * (booking.md §4: "For the children's brand a login choice (pending, hpa, ordinary) is used"):
 * at the children's clinic a guardian usually books for a child and signs in as a guardian.
 */
export function asksLoginChoice(config: Pick<BrandConfig, 'id'>): boolean {
  return config.id === 'children';
}

/** The organisations a reservation can be made in (booking.md §3): `aava` and the children's product. */
export const internalOrganizations = ['aava', 'pikkujatti'] as const;
/** One of {@link internalOrganizations}. */
export type InternalOrganization = (typeof internalOrganizations)[number];

/**
 * The organisation a reservation is made in (booking.md §3: "internalOrganization values: aava,
 * {product}"): `aava` for the general brand, the product name for the children's clinic. A server
 * takes reservations only in the organisation of the brand it serves.
 */
export function internalOrganizationOf(config: Pick<BrandConfig, 'id'>): InternalOrganization {
  return config.id === 'general' ? 'aava' : 'pikkujatti';
}
