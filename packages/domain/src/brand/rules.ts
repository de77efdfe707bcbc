import type { CustomerType } from '../catalogue/customer';
import { type Features, kela65Available } from '../features/features';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';
import type { PageId } from '../routes/table';
import type { BrandConfig } from './brand';

/** Tells whether a page exists in the brand; links to missing pages must not be drawn. */
export function brandHasPage(config: BrandConfig, page: PageId): boolean {
  return config.pages.includes(page);
}

/** The address of the terms page for the footer: the children's brand has them in Finnish only. */
export function eulaPath(config: BrandConfig, lang: Lang): string {
  return buildPath('eula', config.eulaLang ?? lang);
}

/**
 * The drawn avatar (0-based) of a practitioner, picked by the first character of the
 * practitioner id so that a person always gets the same one; `null` when the brand shows photos.
 */
export function practitionerAvatar(config: BrandConfig, practitionerId: string): number | null {
  if (config.avatarVariants === 0) return null;
  const first = practitionerId.codePointAt(0) ?? 0;
  return first % config.avatarVariants;
}

/** Tells whether a specialty is an influenza vaccination of the brand's configuration. */
export function isInfluenzaVaccination(config: BrandConfig, specialtyId: string): boolean {
  return config.influenzaVaccinationSpecialtyIds.includes(specialtyId);
}

/**
 * The visit types the landing page offers: the brand's types, occupational only with the
 * `ohc-appointment-search` flag and kela65 only when {@link kela65Available} says so.
 * `today` is the Helsinki calendar date `yyyy-mm-dd`.
 */
export function landingVisitTypes(config: BrandConfig, features: Features, today: string): CustomerType[] {
  return config.visitTypes.filter((type) => {
    if (type === 'occupational') return features.has('ohc-appointment-search');
    if (type === 'kela65') return kela65Available(features, today);
    return true;
  });
}
