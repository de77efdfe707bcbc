import { z } from 'zod';
import { pageSizes } from '../../catalogue/constants';
import { recordDay } from '../shared';

// Wire shapes of the vaccination list (patient-area.md §2, §3, §9).

/** One vaccination given. */
export const vaccinationWire = z.object({
  id: z.number().int().positive(),
  date: recordDay,
  name: z.string().max(300),
  practitioner: z.object({ name: z.string().max(200) }),
  /** The last day the protection lasts; null when it has no end. */
  effectiveUntil: recordDay.nullable(),
});
export type VaccinationWire = z.infer<typeof vaccinationWire>;

/** The deepest page of the list a caller may ask for. */
export const maxVaccinationPage = 100;

/** Query of `GET /api/vaccinations`. */
export const vaccinationsQuery = z.object({
  csrfToken: z.string().max(200).optional(),
  lang: z.enum(['fi', 'sv', 'en']).default('fi'),
  page: z.coerce.number().int().min(1).max(maxVaccinationPage).default(1),
});

/** `GET /api/vaccinations`: 25 a page, newest first. */
export const vaccinationsAnswer = z.object({
  type: z.literal('success'),
  vaccinations: z.array(vaccinationWire).max(pageSizes.vaccinations),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.literal(pageSizes.vaccinations),
});
export type VaccinationsAnswer = z.infer<typeof vaccinationsAnswer>;
