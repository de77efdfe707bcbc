import {
  companyInsuranceWire,
  directCompensationPermitWire,
  insuranceCompanies,
  insurerEventTypes,
  languages,
} from '@portal/domain';
import { z } from 'zod';

/**
 * The JSON protocol between the portal and the clinic's insurer integration gateway, which holds
 * the contracts with the partner insurer LähiTapiola and the OP insurer Pohjola. Every call is a
 * POST, so identity codes never appear in an address or an access log, and carries the gateway's
 * bearer token. The sandbox serves the same protocol (`sandboxProtocolRoutes.ts`), so the portal's
 * HTTP adapter is tested against it over real HTTP.
 */
export const insurerCalls = {
  partnerPolicy: {
    path: '/lahitapiola/policy-check',
    request: z.object({ person: z.string() }),
    answer: z.object({ hasHealthcarePolicy: z.boolean() }),
  },
  partnerPermits: {
    path: '/lahitapiola/permits',
    request: z.object({ person: z.string(), lang: z.enum(languages) }),
    answer: z.object({ permits: z.array(directCompensationPermitWire) }),
  },
  partnerPermitApplication: {
    path: '/lahitapiola/permit-applications',
    request: z.object({ person: z.string(), redirectTo: z.string(), lang: z.enum(languages) }),
    /** The partner site's page where the person applies; absolute, or a path on the portal's site. */
    answer: z.object({ url: z.string() }),
  },
  pohjolaPersonal: {
    path: '/pohjola/personal-check',
    request: z.object({ person: z.string(), date: z.iso.date() }),
    answer: z.object({ hasInsurance: z.boolean() }),
  },
  pohjolaCompany: {
    path: '/pohjola/company-check',
    request: z.object({
      person: z.string(),
      eventType: z.enum(insurerEventTypes).exclude(['occupationalAccident']),
      lang: z.enum(languages),
    }),
    answer: z.object({ insurance: z.nullable(companyInsuranceWire) }),
  },
  directReimbursement: {
    path: '/direct-reimbursement',
    request: z.object({ person: z.string(), insurer: z.enum(insuranceCompanies) }),
    answer: z.object({ allowed: z.boolean() }),
  },
} as const;

export type InsurerCall = keyof typeof insurerCalls;
