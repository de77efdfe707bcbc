import { z } from 'zod/mini';
import { without } from '../api/without';
import type { BrandConfig } from '../brand/brand';
import { type OccupationalVaccinationStatus, occupationalVaccinationStatuses } from '../catalogue/medical';
import type { Lang } from '../locale';
import { buildPath } from '../routes/build';

/** The customer service number the vaccination texts give (patient-area.md §9). */
export const vaccinationCustomerServicePhone = '010 380 3838';

/** `GET /api/occupational-vaccination`: the signed-in person's contract as the page needs it. */
export const occupationalVaccinationAnswer = z.object({
  type: z.literal('success'),
  status: z.enum(without(occupationalVaccinationStatuses, ['unauthorized'])),
  isInfluenzaVaccinationAllowed: z.boolean(),
});
export type OccupationalVaccinationAnswer = z.infer<typeof occupationalVaccinationAnswer>;

/** What the occupational vaccination page shows. */
export type OccupationalVaccinationView = 'signIn' | 'noContract' | 'notIncluded' | 'selection';

/**
 * The page's view for its status (patient-area.md §2): identify first, no contract, a contract without
 * vaccinations, or the choice of vaccination.
 */
export function occupationalVaccinationView(
  status: OccupationalVaccinationStatus,
  isInfluenzaVaccinationAllowed: boolean,
): OccupationalVaccinationView {
  switch (status) {
    case 'unauthorized':
      return 'signIn';
    case 'no-occupational-healthcare':
      return 'noContract';
    case 'ok':
      return isInfluenzaVaccinationAllowed ? 'selection' : 'notIncluded';
    default:
      return status satisfies never;
  }
}

/** The occupational appointment search for the brand's influenza vaccination specialties. */
export function influenzaVaccinationSearch(brand: BrandConfig, lang: Lang): string {
  return buildPath('occupationalList', lang, undefined, {
    specialtyIds: brand.influenzaVaccinationSpecialtyIds,
  });
}
