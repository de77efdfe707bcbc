import {
  actForRequest,
  actingForAnswer,
  ageOn,
  childRegistrationRequest,
  helsinkiIsoDate,
  mayActFor,
  obfuscateIdentityCode,
  plainSuccess,
  registrationConsents,
  type WardWire,
  wardsAnswer,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit';
import type { SessionContext } from '../auth/sessionContext';
import { type Db, schema } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { PopulationRegister } from '../populationRegister';

export type GuardianshipDeps = { db: Db; register: PopulationRegister; clock: () => Date };

const csrfQuery = z.object({ csrfToken: z.string().optional() });

/**
 * Acting for a child (patient-area.md §2 transaction path, §6): the signed-in person's children as
 * the population register tells, choosing one to act for, and ending it. While a session acts for a
 * child every operation works on the child's data (`subjectOf`) and audits both people.
 */
export function guardianshipOperations({ db, register, clock }: GuardianshipDeps): Operation[] {
  const children = defineOperation({
    method: 'get',
    path: '/api/guardian/children',
    summary: 'The signed-in person’s children under 18 in the population register, youngest first',
    tag: 'guardianship',
    access: 'signedIn',
    response: wardsAnswer,
    errors: ['populationRegisterUnavailable'],
    handler: async ({ session, req }) => {
      const today = helsinkiIsoDate(clock());
      const wards = await register.wardsOf(session.personSsn, today);
      const listed = wards.flatMap((ward): WardWire[] => {
        const age = ageOn(ward.personId, today);
        if (age === null) return [];
        const { personId, givenName, familyName } = ward;
        return [
          {
            personalIdentityCode: personId,
            firstName: givenName,
            lastName: familyName,
            age,
            mayActFor: mayActFor(age),
          },
        ];
      });
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: session.patientId,
        onBehalfOfPatientId: null,
        action: 'read',
        resource: 'populationRegister.children',
        detail: { count: listed.length },
        requestId: req.requestId,
      });
      return success({ children: listed.sort((a, b) => a.age - b.age) });
    },
  });

  /**
   * The register's answer for the chosen child, asked again now (a list read earlier decides
   * nothing); a refusal is audited and thrown as `disallowed`.
   */
  const wardToActFor = async (session: SessionContext, code: string, requestId: string) => {
    const today = helsinkiIsoDate(clock());
    const ward = (await register.wardsOf(session.personSsn, today)).find((w) => w.personId === code);
    const [child] = await db
      .select({
        id: schema.patients.id,
        firstName: schema.patients.firstName,
        lastName: schema.patients.lastName,
      })
      .from(schema.patients)
      .where(eq(schema.patients.ssn, code));
    const reason = !ward ? 'notGuardian' : !mayActFor(ageOn(code, today)) ? 'signsInAlone' : null;
    if (reason !== null || !ward) {
      await recordAudit(db, {
        actorSsn: session.personSsn,
        requestId,
        resource: 'session.actingFor',
        subjectPatientId: child?.id ?? null,
        onBehalfOfPatientId: null,
        action: 'actForChildRefused',
        detail: { child: obfuscateIdentityCode(code), reason: reason ?? 'notGuardian' },
      });
      throw new ApiError('disallowed');
    }
    return { ward, child: child ?? null };
  };

  const actFor = defineOperation({
    method: 'post',
    path: '/api/acting-for',
    summary: 'Starts acting for a child of 11 or younger whose guardian the signed-in person is',
    tag: 'guardianship',
    access: 'signedIn',
    query: csrfQuery,
    body: actForRequest,
    response: actingForAnswer,
    errors: ['disallowed', 'populationRegisterUnavailable', 'noPatient'],
    handler: async ({ session, body, req }) => {
      const { ward, child } = await wardToActFor(session, body.personalIdentityCode, req.requestId);
      // The clinic has no record of the child yet: the page opens the registration's child variant.
      if (!child) throw new ApiError('noPatient');
      const audit = { actorSsn: session.personSsn, requestId: req.requestId, resource: 'session.actingFor' };
      await db.transaction(async (tx) => {
        await tx
          .update(schema.sessions)
          .set({ actingForPatientId: child.id })
          .where(eq(schema.sessions.idHash, session.idHash));
        await recordAudit(tx, {
          ...audit,
          subjectPatientId: child.id,
          onBehalfOfPatientId: child.id,
          action: 'actForChild',
          detail: { guardianType: ward.guardianType },
        });
      });
      return success({ child: { firstName: child.firstName, lastName: child.lastName } });
    },
  });

  const registerChild = defineOperation({
    method: 'post',
    path: '/api/acting-for/registration',
    summary:
      'Creates the patient record of a child of 11 or younger the signed-in guardian chose, and acts for the child',
    tag: 'guardianship',
    access: 'signedIn',
    query: csrfQuery,
    body: childRegistrationRequest,
    response: actingForAnswer,
    errors: ['disallowed', 'populationRegisterUnavailable', 'userAlreadyExists'],
    handler: async ({ session, body, req }) => {
      const { ward, child } = await wardToActFor(session, body.personalIdentityCode, req.requestId);
      if (child) throw new ApiError('userAlreadyExists');
      const now = clock();
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(schema.patients)
          .values({
            ssn: ward.personId,
            // The register's names, not the form's: the form shows them disabled.
            firstName: ward.givenName,
            lastName: ward.familyName,
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
        await tx
          .update(schema.sessions)
          .set({ actingForPatientId: row.id })
          .where(eq(schema.sessions.idHash, session.idHash));
        const audit = { actorSsn: session.personSsn, requestId: req.requestId };
        await recordAudit(tx, {
          ...audit,
          subjectPatientId: row.id,
          onBehalfOfPatientId: row.id,
          action: 'create',
          resource: 'patient',
          detail: { consents: registrationConsents },
        });
        await recordAudit(tx, {
          ...audit,
          subjectPatientId: row.id,
          onBehalfOfPatientId: row.id,
          action: 'actForChild',
          resource: 'session.actingFor',
          detail: { guardianType: ward.guardianType },
        });
        return row;
      });
      return success({ child: { firstName: created.firstName, lastName: created.lastName } });
    },
  });

  const stop = defineOperation({
    method: 'delete',
    path: '/api/acting-for',
    summary: 'Ends acting for a child: the signed-in person acts for themselves again',
    tag: 'guardianship',
    access: 'signedIn',
    query: csrfQuery,
    response: plainSuccess,
    handler: async ({ session, req }) => {
      if (session.actingForPatientId === null) return success();
      await db.transaction(async (tx) => {
        await tx
          .update(schema.sessions)
          .set({ actingForPatientId: null })
          .where(eq(schema.sessions.idHash, session.idHash));
        await recordAudit(tx, {
          actorSsn: session.personSsn,
          subjectPatientId: session.actingForPatientId,
          onBehalfOfPatientId: session.actingForPatientId,
          action: 'stopActingForChild',
          resource: 'session.actingFor',
          requestId: req.requestId,
        });
      });
      return success();
    },
  });

  return [children, actFor, registerChild, stop];
}
