import {
  applyPermitQuery,
  isSameSitePath,
  partnerPermitsAnswer,
  partnerPermitsParams,
  partnerPolicyAnswer,
  pohjolaCheckAnswer,
  pohjolaCheckParams,
  pohjolaCompanyCheckAnswer,
  pohjolaCompanyCheckQuery,
} from '@portal/domain';
import { recordAudit } from '../audit';
import { subjectOf } from '../booking/occupational';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation, success } from '../http/operation';
import type { RateLimiter } from '../http/rateLimit';
import type { InsurerGateway } from './gateway';
import { auditRead, insuredPerson, refuseUnderage } from './person';

export type InsuranceDeps = {
  db: Db;
  clock: () => Date;
  insurers: InsurerGateway;
  /** Counts every insurer call of a person; past it the call answers `tooManyRequests`. */
  limit: RateLimiter;
};

/** The insurer calls of the booking page (booking.md §7), for the signed-in person. */
export function insuranceOperations({ db, clock, insurers, limit }: InsuranceDeps): Operation[] {
  const policyCheck = defineOperation({
    method: 'get',
    path: '/api/insurance/lahitapiola-policy-check',
    summary: 'Whether the partner insurer has a health-care policy of the patient',
    tag: 'insurance',
    access: 'signedIn',
    response: partnerPolicyAnswer,
    errors: ['underageCustomer', 'noPatient', 'insurerUnavailable', 'tooManyRequests'],
    handler: async ({ session, req, res }) => {
      await limit.consume(session.personSsn, res);
      const person = await insuredPerson(db, session);
      refuseUnderage(session, person, clock());
      const hasHealthcarePolicy = await insurers.partnerPolicy(person);
      await auditRead(db, session, req.requestId, 'insurance.partnerPolicy');
      return success({ hasHealthcarePolicy });
    },
  });

  const permits = defineOperation({
    method: 'get',
    path: '/api/insurance/lahitapiola-direct-compensation-permits/:lang',
    summary: "The patient's direct-compensation permits at the partner insurer",
    tag: 'insurance',
    access: 'signedIn',
    params: partnerPermitsParams,
    response: partnerPermitsAnswer,
    errors: ['underageCustomer', 'noPatient', 'insurerUnavailable', 'tooManyRequests'],
    handler: async ({ session, params, req, res }) => {
      await limit.consume(session.personSsn, res);
      const person = await insuredPerson(db, session);
      refuseUnderage(session, person, clock());
      const directCompensationPermits = await insurers.partnerPermits(person, params.lang);
      await auditRead(db, session, req.requestId, 'insurance.partnerPermits');
      return success({ directCompensationPermits });
    },
  });

  const applyPermit = defineOperation({
    method: 'get',
    path: '/api/insurance/lahitapiola-apply-permit',
    summary: "Browser navigation to apply for a permit on the partner insurer's site",
    tag: 'insurance',
    access: 'signedIn',
    query: applyPermitQuery,
    errors: ['unsafeRedirect', 'underageCustomer', 'noPatient', 'insurerUnavailable', 'tooManyRequests'],
    handler: async ({ session, query, req, res }) => {
      // The partner site sends the browser back here, so only a path on this site is accepted.
      if (!isSameSitePath(query.redirectTo)) throw new ApiError('unsafeRedirect');
      await limit.consume(session.personSsn, res);
      const person = await insuredPerson(db, session);
      refuseUnderage(session, person, clock());
      // The identity code leaves for the partner insurer with the next call: recorded before it goes.
      await recordAudit(db, {
        actorSsn: session.personSsn,
        subjectPatientId: subjectOf(session),
        onBehalfOfPatientId: session.actingForPatientId,
        action: 'create',
        resource: 'insurance.partnerPermitApplication',
        detail: { insurer: 'lahitapiola' },
        requestId: req.requestId,
      });
      const partnerSite = await insurers.partnerPermitApplication({
        person,
        redirectTo: query.redirectTo,
        lang: query.lang,
      });
      res.redirect(303, partnerSite);
      return { handled: true };
    },
  });

  const pohjolaCheck = defineOperation({
    method: 'get',
    path: '/api/insurance/pohjola-check/:date',
    summary: 'Whether the OP insurer has a personal insurance of the patient on the appointment date',
    tag: 'insurance',
    access: 'signedIn',
    params: pohjolaCheckParams,
    response: pohjolaCheckAnswer,
    errors: ['noPatient', 'insurerUnavailable', 'tooManyRequests'],
    handler: async ({ session, params, req, res }) => {
      await limit.consume(session.personSsn, res);
      const hasInsurance = await insurers.pohjolaPersonal(await insuredPerson(db, session), params.date);
      await auditRead(db, session, req.requestId, 'insurance.pohjolaPersonal');
      return success({ hasInsurance });
    },
  });

  const pohjolaCompanyCheck = defineOperation({
    method: 'get',
    path: '/api/insurance/pohjola-company-check',
    summary: "The OP insurer's company insurance of the patient's employer for the event, or null",
    tag: 'insurance',
    access: 'signedIn',
    query: pohjolaCompanyCheckQuery,
    response: pohjolaCompanyCheckAnswer,
    errors: ['noPatient', 'insurerUnavailable', 'tooManyRequests'],
    handler: async ({ session, query, req, res }) => {
      await limit.consume(session.personSsn, res);
      const person = await insuredPerson(db, session);
      const companyInsurance = await insurers.pohjolaCompany(person, query.eventType, query.lang);
      await auditRead(db, session, req.requestId, 'insurance.pohjolaCompany');
      return success({ companyInsurance });
    },
  });

  return [policyCheck, permits, applyPermit, pohjolaCheck, pohjolaCompanyCheck];
}
