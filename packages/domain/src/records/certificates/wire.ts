import { z } from 'zod/mini';
import { certificatesAvailableFrom, certificateTypes } from '../../catalogue/medical';

// Wire shapes of the sick-leave certificates (patient-area.md §2, §9).

/** One sick-leave certificate as the list shows it. */
export const certificate = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  type: z.enum(certificateTypes),
  issuedDate: z.iso.date(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  practitioner: z.object({ name: z.string() }),
});
export type Certificate = z.infer<typeof certificate>;

/** The most certificates the list answers, newest first. */
export const maxListedCertificates = 200;

/** `GET /api/certificates`: the patient's certificates written since 1 Jan 2022, newest first. */
export const certificatesAnswer = z.object({
  type: z.literal('success'),
  certificates: z.array(certificate).check(z.maxLength(maxListedCertificates)),
});
export type CertificatesAnswer = z.infer<typeof certificatesAnswer>;

/** Certificates are listed when written on or after {@link certificatesAvailableFrom}. */
export function isListedCertificate(issuedDate: string): boolean {
  return issuedDate >= certificatesAvailableFrom;
}

/** The days a sick leave covers, both ends included. */
export function sickLeaveDays(startDate: string, endDate: string): number {
  const day = 86_400_000;
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / day) + 1;
}
