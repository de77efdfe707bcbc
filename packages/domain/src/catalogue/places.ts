/**
 * Neighbouring municipalities of clinic searches (booking.md §9), as the specification gives
 * them. The relation is not symmetric: Espoo brings Helsinki, Helsinki brings nothing.
 */
export const neighbouringMunicipalities: Readonly<Record<string, readonly string[]>> = {
  espoo: ['helsinki', 'vantaa'],
  vantaa: ['espoo', 'helsinki', 'kerava'],
  hyvinkää: ['järvenpää', 'tuusula'],
  järvenpää: ['kerava', 'tuusula'],
  kerava: ['järvenpää', 'tuusula'],
  tuusula: ['järvenpää', 'kerava'],
};

/**
 * The municipalities to search: the given ones, then their neighbours, each once. Names are
 * matched without regard to case; neighbours come back in lower case.
 */
export function expandMunicipalities(municipalities: readonly string[]): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      result.push(name);
    }
  };
  for (const name of municipalities) add(name);
  for (const name of municipalities) {
    for (const neighbour of neighbouringMunicipalities[name.toLowerCase()] ?? []) add(neighbour);
  }
  return result;
}

/** Clinic ids that are remote clinics (video, phone). */
export const remoteClinicIds = ['RMT', 'CHA', 'OS', 'NRMT'] as const;

/** Tells whether a clinic is a remote one. */
export function isRemoteClinic(clinicId: string): boolean {
  return (remoteClinicIds as readonly string[]).includes(clinicId);
}

/**
 * Specialties that are mostly remote: choosing one turns `includeRemote` on (booking.md §5).
 * The specification lists "PSY, ENDO, GYN, NNA, GRG (and KA with HP)"; KA and HP are both in.
 */
export const remoteSpecialtyCodes = ['PSY', 'ENDO', 'GYN', 'NNA', 'GRG', 'KA', 'HP'] as const;

/** Tells whether choosing the specialty forces remote appointments into the search. */
export function forcesIncludeRemote(specialtyId: string): boolean {
  return (remoteSpecialtyCodes as readonly string[]).includes(specialtyId);
}
