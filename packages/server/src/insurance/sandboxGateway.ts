import { randomUUID } from 'node:crypto';
import {
  type DirectCompensationPermit,
  type InsuranceCompany,
  type Lang,
  partnerInsurerReferrer,
  sameSitePathOr,
} from '@portal/domain';
import type { InsurerGateway, PermitApplication, PermitChoice } from './gateway';
import { permitChoices } from './gateway';
import {
  companyInsuranceOf,
  companyInsured,
  grantedPermit,
  ifDirectReimbursement,
  partnerPolicies,
  pohjolaPersonalInsured,
  type SandboxPermit,
} from './sandboxData';

/** Where the sandbox partner site's permit page is served (never in production). */
export const sandboxPermitPagePath = '/sandbox/lahitapiola/permit';

// The same-site origin used only to parse and rebuild the return path.
const origin = 'https://portal.invalid';

const permitIn =
  (lang: Lang) =>
  (permit: SandboxPermit): DirectCompensationPermit => ({
    contentHash: permit.contentHash,
    symptom: permit.symptom[lang],
    bodyPart: permit.bodyPart[lang],
    validTo: permit.validTo,
    summary: permit.summary[lang],
  });

/**
 * The insurers for the demo. Permits granted on the sandbox partner page are kept in this
 * object's memory, per identity code: they are demo state of one running server, like a real
 * insurer's own records, and a restart gives the fresh demo again without a table to migrate.
 */
export class SandboxInsurers implements InsurerGateway {
  private readonly granted = new Map<string, readonly SandboxPermit[]>();
  // Open applications by an unguessable ticket, as the partner site would hold its own.
  private readonly applications = new Map<string, PermitApplication>();

  async partnerPolicy(person: string): Promise<boolean> {
    return partnerPolicies.has(person) || this.granted.has(person);
  }

  async partnerPermits(person: string, lang: Lang): Promise<readonly DirectCompensationPermit[]> {
    const permits = [...(partnerPolicies.get(person) ?? []), ...(this.granted.get(person) ?? [])];
    return permits.map(permitIn(lang));
  }

  async partnerPermitApplication(application: PermitApplication): Promise<string> {
    const ticket = randomUUID();
    this.applications.set(ticket, application);
    return `${sandboxPermitPagePath}?${new URLSearchParams({ ticket, lang: application.lang })}`;
  }

  async pohjolaPersonal(person: string, _date: string): Promise<boolean> {
    return pohjolaPersonalInsured.has(person);
  }

  /**
   * Direct reimbursement is the insurer's to allow: the partner insurer allows it to its
   * policyholders (and to whoever was granted a permit here), the OP insurer to those with a
   * personal or an employer's insurance, If to its policyholders with direct reimbursement; any
   * other insurer has none with this clinic.
   */
  async directReimbursement(person: string, insurer: InsuranceCompany): Promise<boolean> {
    switch (insurer) {
      case 'LAHITAPIOLA':
        return this.partnerPolicy(person);
      case 'OP':
        return pohjolaPersonalInsured.has(person) || companyInsured.has(person);
      case 'IF':
        return ifDirectReimbursement.has(person);
      default:
        return false;
    }
  }

  async pohjolaCompany(person: string, eventType: 'leisureAccident' | 'sickness', lang: Lang) {
    return companyInsuranceOf(person, eventType, lang);
  }

  /** The open application behind a ticket of the sandbox page, if any. */
  application(ticket: string): PermitApplication | undefined {
    return this.applications.get(ticket);
  }

  /**
   * Answers an application as the person chose on the sandbox page; Allow grants a permit.
   * Answers the address to return to, or undefined for an unknown or used ticket.
   */
  answer(ticket: string, choice: PermitChoice): string | undefined {
    const application = this.applications.get(ticket);
    if (!application) return undefined;
    this.applications.delete(ticket);
    if (choice === 'allow') {
      const before = this.granted.get(application.person) ?? [];
      this.granted.set(application.person, [...before, grantedPermit(application.person, before.length)]);
    }
    // The partner site, like the portal, returns only to a same-site path; anything else goes home.
    const back = new URL(sameSitePathOr(application.redirectTo, application.lang), origin);
    back.searchParams.set('referrer', partnerInsurerReferrer);
    back.searchParams.set('status', permitChoices[choice]);
    return `${back.pathname}${back.search}${back.hash}`;
  }
}
