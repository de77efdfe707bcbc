import {
  conceptRequest,
  consentAnswer,
  consentRequest,
  contactUpdateRequest,
  directReimbursementInsurerOf,
  insurerConceptCodes,
  obfuscateIdentityCode,
  patientAnswer,
  plainSuccess,
  registrationConsents,
  registrationRequest,
  userAnswer,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { sessionPersonNames, setSessionPatient } from '../auth/sessionStore';
import { subjectOf } from '../booking/occupational';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { RateLimiter } from '../http/rateLimit';
import type { InsurerGateway } from '../insurance';
import { guardianContactOf } from './guardians';
import { findPatientById, patientView } from './patientView';

export type PatientDeps = {
  db: Db;
  clock: () => Date;
  /** Asked whether an insurer allows the patient its direct reimbursement. */
  insurers: InsurerGateway;
  /** The person's insurer calls, counted with the booking page's insurer checks. */
  insurerLimit: RateLimiter;
};

const csrfQuery = z.object({ csrfToken: z.string().optional(), lang: z.enum(['fi', 'sv', 'en']).optional() });
const knownConcepts = new Set(Object.values(insurerConceptCodes).flatMap((codes) => Object.values(codes)));

const auditOf = (session: SessionContext, requestId: string, subjectPatientId: string) => ({
  actorSsn: session.personSsn,
  subjectPatientId,
  onBehalfOfPatientId: session.actingForPatientId,
  requestId,
});

/** The signed-in patient's own details: read, update, register, consent and payment concepts. */
export function patientOperations({ db, clock, insurers, insurerLimit }: PatientDeps): Operation[] {
  const requirePatient = async (session: SessionContext) => {
    const patient = await findPatientById(db, subjectOf(session));
    if (!patient) throw new ApiError('noPatient');
    return patient;
  };

  const read = defineOperation({
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in patient, or null for a person who must register first',
    tag: 'patient',
    access: 'signedIn',
    response: userAnswer,
    handler: async ({ session, req }) => {
      const patient = await findPatientById(db, subjectOf(session));
      const names = await sessionPersonNames(db, session.idHash);
      if (patient)
        await recordAudit(db, {
          ...auditOf(session, req.requestId, patient.id),
          action: 'read',
          resource: 'patient',
        });
      const guardianContact = patient ? await guardianContactOf(db, session, patient.id) : null;
      return success({
        patient: patient ? { ...(await patientView(db, patient)), guardianContact } : null,
        person: { obfuscatedPersonalIdentityCode: obfuscateIdentityCode(session.personSsn), ...names },
      });
    },
  });

  const update = defineOperation({
    method: 'put',
    path: '/api/user',
    summary: 'Updates the contact details given (a field left out stays as it is)',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: contactUpdateRequest,
    response: patientAnswer,
    errors: ['noPatient'],
    handler: async ({ session, body, req }) => {
      const patient = await requirePatient(session);
      const [updated] = await db.transaction(async (tx) => {
        const rows = await tx
          .update(schema.patients)
          // A field left out stays as it is: a flow asks only what it needs (paying, the e-mail).
          .set({
            street: body.streetAddress,
            postalCode: body.postalCode,
            postOffice: body.postOffice,
            email: body.emailAddress,
            phone: body.phoneNumber,
            language: body.language,
            updatedAt: clock(),
          })
          .where(eq(schema.patients.id, patient.id))
          .returning();
        await recordAudit(tx, {
          ...auditOf(session, req.requestId, patient.id),
          action: 'update',
          resource: 'patient.contact',
        });
        return rows;
      });
      if (!updated) throw new ApiError('noPatient');
      return success({ patient: await patientView(db, updated) });
    },
  });

  const register = defineOperation({
    method: 'post',
    path: '/api/user/register',
    summary: 'Creates the patient record of a signed-in new customer, with the two required consents',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: registrationRequest,
    response: patientAnswer,
    errors: ['userAlreadyExists'],
    handler: async ({ session, body, req }) => {
      if (session.patientId) throw new ApiError('userAlreadyExists');
      // The body's schema has already refused a registration without both consents (400).
      const now = clock();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(schema.patients)
          .values({
            ssn: session.personSsn,
            firstName: body.firstName,
            lastName: body.lastName,
            street: body.streetAddress,
            postalCode: body.postalCode,
            postOffice: body.postOffice,
            email: body.emailAddress,
            phone: body.phoneNumber,
            language: body.language,
            privacyPolicyReadAt: now,
            dataProcessingAcceptedAt: now,
          })
          .onConflictDoNothing({ target: schema.patients.ssn })
          .returning();
        if (!row) throw new ApiError('userAlreadyExists');
        await setSessionPatient(tx, session.idHash, row.id);
        await recordAudit(tx, {
          ...auditOf(session, req.requestId, row.id),
          action: 'create',
          resource: 'patient',
          detail: { consents: registrationConsents },
        });
        return row;
      });
      return success({ patient: await patientView(db, created) });
    },
  });

  const consent = defineOperation({
    method: 'post',
    path: '/api/user/consent',
    summary:
      'Saves the patient data consent: the five permits; sending the form gives its required consents (data processing, and the first time the privacy policy read)',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: consentRequest,
    response: plainSuccess,
    errors: ['noPatient', 'ValidationError'],
    handler: async ({ session, body, req }) => {
      const patient = await requirePatient(session);
      const { dataProcessingAccepted: _accepted, privacyPolicyRead: _read, ...permits } = body;
      // The form is sent only with its required boxes ticked: the data-processing consent always,
      // and the privacy policy read while the form has never been filled (it is shown only then).
      const firstTime = patient.patientDataConsentFormUpdated === null;
      const now = clock();
      await db.transaction(async (tx) => {
        await tx
          .insert(schema.patientDataConsents)
          .values({ patientId: patient.id, ...permits, updatedAt: now })
          .onConflictDoUpdate({
            target: schema.patientDataConsents.patientId,
            set: { ...permits, updatedAt: now },
          });
        await tx
          .update(schema.patients)
          .set({
            patientDataConsentFormUpdated: now,
            dataProcessingAcceptedAt: patient.dataProcessingAcceptedAt ?? now,
            privacyPolicyReadAt:
              patient.privacyPolicyReadAt ?? (firstTime || body.privacyPolicyRead ? now : null),
          })
          .where(eq(schema.patients.id, patient.id));
        await recordAudit(tx, {
          ...auditOf(session, req.requestId, patient.id),
          action: 'update',
          resource: 'patient.consent',
          detail: body,
        });
      });
      return success();
    },
  });

  const addConcept = defineOperation({
    method: 'post',
    path: '/api/concepts',
    summary:
      'Adds an insurer payment concept to the patient; a direct reimbursement only when the insurer allows it',
    tag: 'patient',
    access: 'signedIn',
    query: csrfQuery,
    body: conceptRequest,
    response: plainSuccess,
    errors: [
      'noPatient',
      'conceptNotFound',
      'directReimbursementError',
      'insurerUnavailable',
      'tooManyRequests',
    ],
    handler: async ({ session, body, req, res }) => {
      const patient = await requirePatient(session);
      if (!knownConcepts.has(body.code)) throw new ApiError('conceptNotFound');
      // A direct reimbursement is the insurer's to allow (the insurer pays the clinic); the other
      // payment types are the patient's own choice.
      const insurer = directReimbursementInsurerOf(body.code);
      if (insurer !== null) await insurerLimit.consume(session.personSsn, res);
      const allowed = insurer !== null && (await insurers.directReimbursement(patient.ssn, insurer));
      const audit = {
        ...auditOf(session, req.requestId, patient.id),
        resource: 'patient.concept',
        detail: { code: body.code, ...(insurer === null ? {} : { insurer, allowed }) },
      };
      if (insurer !== null && !allowed) {
        // The insurer said no: recorded, since the identity code went to the insurer.
        await recordAudit(db, { ...audit, action: 'read' });
        throw new ApiError('directReimbursementError');
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(schema.patientConcepts)
          .values({ patientId: patient.id, code: body.code, directReimbursementAllowed: allowed })
          .onConflictDoUpdate({
            target: [schema.patientConcepts.patientId, schema.patientConcepts.code],
            set: { directReimbursementAllowed: allowed },
          });
        await recordAudit(tx, { ...audit, action: 'create' });
      });
      return success();
    },
  });

  const readConsent = defineOperation({
    method: 'get',
    path: '/api/user/consent',
    summary: 'The patient data consent as it stands (the five permits), or null while never given',
    tag: 'patient',
    access: 'signedIn',
    response: consentAnswer,
    errors: ['noPatient'],
    handler: async ({ session, req }) => {
      const patient = await requirePatient(session);
      const [row] = await db
        .select()
        .from(schema.patientDataConsents)
        .where(eq(schema.patientDataConsents.patientId, patient.id));
      await recordAudit(db, {
        ...auditOf(session, req.requestId, patient.id),
        action: 'read',
        resource: 'patient.consent',
      });
      if (!row) return success({ consent: null });
      const { patientId: _patient, updatedAt: _updated, ...consent } = row;
      return success({ consent });
    },
  });

  return [read, update, register, readConsent, consent, addConcept];
}
