import { z } from 'zod';
import { GUARDIAN_TYPES } from '../db/schema';

/**
 * The JSON protocol between the portal and the population register's guardianship service. Every
 * call is a POST with the service's bearer token, so identity codes never appear in an address or
 * an access log. The register answers as of a day, because a guardianship ends on the ward's 18th
 * birthday. The sandbox serves the same protocol (`sandboxRoutes.ts`), so the HTTP adapter is tested
 * against it over real HTTP.
 */
export const guardianshipQuery = {
  path: '/guardianships/query',
  request: z.object({ guardian: z.string().max(11), asOf: z.iso.date() }),
  answer: z.object({
    guardian: z.string(),
    wards: z
      .array(
        z.object({
          personId: z.string().max(11),
          givenName: z.string().max(200),
          familyName: z.string().max(200),
          guardianType: z.enum(GUARDIAN_TYPES),
        }),
      )
      .max(50),
  }),
} as const;

/** Where the sandbox serves the protocol (never in production). */
export const sandboxRegisterPath = '/sandbox/population-register';
