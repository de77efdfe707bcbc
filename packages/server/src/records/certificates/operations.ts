import {
  type BrandConfig,
  certificatesAnswer,
  certificatesAvailableFrom,
  maxListedCertificates,
  recordId,
} from '@portal/domain';
import { i18nObject } from '@portal/i18n';
import { and, desc, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { subjectOf } from '../../booking/occupational';
import { type Db, schema } from '../../db';
import { notFound } from '../../http/apiError';
import { defineOperation, type Operation, success } from '../../http/operation';
import { auditRecordRead } from '../recordReadAudit';
import { certificatePdf } from './pdf';

const { sickLeaveCertificates, patients } = schema;
const lang = z.enum(['fi', 'sv', 'en']).default('fi');

/**
 * The patient's sick-leave certificates written since 1 Jan 2022 (patient-area.md §2, §9) and each
 * as a PDF. The children's brand has no certificates: there both calls answer `notFound`, as does
 * another patient's certificate or one written before 2022. Every read is audited.
 */
export function certificateOperations(deps: { db: Db; brand: BrandConfig }): Operation[] {
  const { db, brand } = deps;
  const offered = brand.pages.includes('certificates');
  const own = (patientId: string) =>
    and(
      eq(sickLeaveCertificates.patientId, patientId),
      gte(sickLeaveCertificates.issuedDate, certificatesAvailableFrom),
    );

  const list = defineOperation({
    method: 'get',
    path: '/api/certificates',
    summary: 'The signed-in patient’s sick-leave certificates since 1 Jan 2022, newest first',
    tag: 'records',
    access: 'signedIn',
    query: z.object({ lang }),
    response: certificatesAnswer,
    errors: ['notFound'],
    handler: async ({ session, req }) => {
      if (!offered) throw notFound();
      const patientId = subjectOf(session);
      if (!patientId) return success({ certificates: [] });
      const rows = await db
        .select()
        .from(sickLeaveCertificates)
        .where(own(patientId))
        .orderBy(desc(sickLeaveCertificates.issuedDate), desc(sickLeaveCertificates.id))
        .limit(maxListedCertificates);
      await auditRecordRead(db, {
        session,
        patientId,
        resource: 'certificates',
        ids: rows.map((row) => row.id),
        req,
      });
      return success({
        certificates: rows.map((row) => ({
          id: row.id,
          type: row.type,
          issuedDate: row.issuedDate,
          startDate: row.startDate,
          endDate: row.endDate,
          practitioner: { name: row.practitionerName },
        })),
      });
    },
  });

  const pdf = defineOperation({
    method: 'get',
    path: '/api/certificates/:id/pdf',
    summary: 'One sick-leave certificate as a PDF, in the asked language',
    tag: 'records',
    access: 'signedIn',
    params: z.object({ id: recordId }),
    query: z.object({ lang }),
    errors: ['notFound'],
    handler: async ({ params, query, session, req, res }) => {
      if (!offered) throw notFound();
      const patientId = subjectOf(session);
      if (!patientId) throw notFound();
      const [found] = await db
        .select({ certificate: sickLeaveCertificates, patient: patients })
        .from(sickLeaveCertificates)
        .innerJoin(patients, eq(patients.id, sickLeaveCertificates.patientId))
        .where(and(eq(sickLeaveCertificates.id, params.id), own(patientId)));
      if (!found) throw notFound();
      const bytes = await certificatePdf({ ...found, lang: query.lang, brand });
      await auditRecordRead(db, {
        session,
        patientId,
        resource: 'certificatePdf',
        ids: [found.certificate.id],
        req,
      });
      const filename = i18nObject(query.lang).certificates.pdf.fileName({ id: found.certificate.id });
      res
        .status(200)
        .type('application/pdf')
        .set('content-disposition', `attachment; filename="${filename}"`)
        .send(bytes);
      return { handled: true };
    },
  });

  return [list, pdf];
}
