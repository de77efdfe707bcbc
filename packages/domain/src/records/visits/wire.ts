import { z } from 'zod/mini';

// Wire shapes of the visits (medical reports) of patient-area.md §3. Instants are ISO 8601 with
// their offset; the screens show them in Europe/Helsinki.

/** A record's id as the addresses carry it: a positive whole number. */
export const recordId = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647));

/** One diagnosis of a visit; the code (ICD-10) is optional. */
export const diagnosis = z.object({
  code: z.nullable(z.string().check(z.maxLength(20))),
  description: z.string().check(z.maxLength(500)),
});
export type Diagnosis = z.infer<typeof diagnosis>;

/** One text of a visit: a title and its body. */
export const visitText = z.object({
  title: z.string().check(z.maxLength(200)),
  body: z.string().check(z.maxLength(20_000)),
});
export type VisitText = z.infer<typeof visitText>;

/** A visit as the list shows it. */
export const listedVisit = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  dateTime: z.iso.datetime({ offset: true }),
  practitioner: z.object({ name: z.string() }),
  specialty: z.object({ name: z.string() }),
  diagnoses: z.array(diagnosis),
});
export type ListedVisit = z.infer<typeof listedVisit>;

/** A visit with its texts, for the detail and print views. */
export const visitDetail = z.extend(listedVisit, { texts: z.array(visitText) });
export type VisitDetail = z.infer<typeof visitDetail>;

/** The most visits the list answers, newest first. */
export const maxListedVisits = 200;

/** `GET /api/visits`: the patient's visits, newest first. */
export const visitsAnswer = z.object({
  type: z.literal('success'),
  visits: z.array(listedVisit).check(z.maxLength(maxListedVisits)),
});
export type VisitsAnswer = z.infer<typeof visitsAnswer>;

/**
 * `GET /api/visits/{id}`: one visit, with the patient's name and identity code that the print view
 * carries on paper.
 */
export const visitAnswer = z.object({
  type: z.literal('success'),
  visit: visitDetail,
  fullName: z.string(),
  personalIdentityCode: z.string(),
});
export type VisitAnswer = z.infer<typeof visitAnswer>;

/** The diagnosis as one line: the code first when there is one. */
export function diagnosisLine({ code, description }: Diagnosis): string {
  return code ? `${code} ${description}` : description;
}
