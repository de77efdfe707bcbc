import { z } from 'zod/mini';
import { insurerEventTypes } from '../catalogue/insurance';
import { languages } from '../locale';
import { sameSitePathMaxLength } from '../routes/same-site-path';
import { text } from './text';
import { without } from './without';

// Wire shapes of the insurer calls (booking.md §3 and §7). The browser parses the answers with
// the same schemas the server answers with, so a change on one side cannot drift silently.

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** A direct-billing permit of the partner insurer, as `DirectCompensationPermit`. */
export const directCompensationPermitWire = z.object({
  contentHash: z.string(),
  symptom: z.string(),
  bodyPart: z.string(),
  validTo: isoDate,
  summary: z.optional(z.string()),
});

/** `GET /api/insurance/lahitapiola-policy-check`. */
export const partnerPolicyAnswer = z.object({ type: z.literal('success'), hasHealthcarePolicy: z.boolean() });
export type PartnerPolicyAnswer = z.infer<typeof partnerPolicyAnswer>;

/** `GET /api/insurance/lahitapiola-direct-compensation-permits/{lang}`. */
export const partnerPermitsAnswer = z.object({
  type: z.literal('success'),
  directCompensationPermits: z.array(directCompensationPermitWire),
});
export type PartnerPermitsAnswer = z.infer<typeof partnerPermitsAnswer>;

/** Path of the permits call. */
export const partnerPermitsParams = z.object({ lang: z.enum(languages) });

/** Query of the browser navigation to the partner site; `redirectTo` is checked by the server. */
export const applyPermitQuery = z.object({
  redirectTo: text({ max: sameSitePathMaxLength }),
  channel: z._default(z.literal('w'), 'w'),
  lang: z._default(z.enum(languages), 'fi'),
});

/** Path of `GET /api/insurance/pohjola-check/{date}`: the appointment's date, without a time. */
export const pohjolaCheckParams = z.object({ date: isoDate });

/** `GET /api/insurance/pohjola-check/{date}`. */
export const pohjolaCheckAnswer = z.object({ type: z.literal('success'), hasInsurance: z.boolean() });
export type PohjolaCheckAnswer = z.infer<typeof pohjolaCheckAnswer>;

/**
 * Query of `GET /api/insurance/pohjola-company-check`. An occupational accident is never looked
 * up (the flow goes straight to found), so it is not accepted here.
 */
export const pohjolaCompanyCheckQuery = z.object({
  lang: z.enum(languages),
  eventType: z.enum(without(insurerEventTypes, ['occupationalAccident'])),
});

/** A company's insurance, as `CompanyInsurance`. */
export const companyInsuranceWire = z.object({
  productName: z.string(),
  policyId: z.string(),
  coverages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      terms: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

/** `GET /api/insurance/pohjola-company-check`: the company insurance, or null when none was found. */
export const pohjolaCompanyCheckAnswer = z.object({
  type: z.literal('success'),
  companyInsurance: z.nullable(companyInsuranceWire),
});
export type PohjolaCompanyCheckAnswer = z.infer<typeof pohjolaCompanyCheckAnswer>;

/** The partner insurer's answer to a customer under 18 (403). */
export const underageCustomerAnswer = z.object({ type: z.literal('underageCustomer') });
