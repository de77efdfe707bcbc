import { z } from 'zod/mini';
import { pageSizes } from '../../catalogue/constants';
import { recordDay } from '../shared';

// Wire shapes of the vaccination list (patient-area.md §2, §3, §9).

/** One vaccination given. */
export const vaccinationWire = z.object({
  id: z.number().check(z.int(), z.positive()),
  date: recordDay,
  name: z.string().check(z.maxLength(300)),
  practitioner: z.object({ name: z.string().check(z.maxLength(200)) }),
  /** The last day the protection lasts; null when it has no end. */
  effectiveUntil: z.nullable(recordDay),
});
export type VaccinationWire = z.infer<typeof vaccinationWire>;

/** The deepest page of the list a caller may ask for. */
export const maxVaccinationPage = 100;

/** Query of `GET /api/vaccinations`. */
export const vaccinationsQuery = z.object({
  csrfToken: z.optional(z.string().check(z.maxLength(200))),
  lang: z._default(z.enum(['fi', 'sv', 'en']), 'fi'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxVaccinationPage)), 1),
});

/** `GET /api/vaccinations`: 25 a page, newest first. */
export const vaccinationsAnswer = z.object({
  type: z.literal('success'),
  vaccinations: z.array(vaccinationWire).check(z.maxLength(pageSizes.vaccinations)),
  totalCount: z.number().check(z.int(), z.minimum(0)),
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.literal(pageSizes.vaccinations),
});
export type VaccinationsAnswer = z.infer<typeof vaccinationsAnswer>;
