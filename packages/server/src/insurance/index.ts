import type { Express } from 'express';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Operation } from '../http/operation';
import { insuranceOperations } from './operations';
import { SandboxInsurers } from './sandboxGateway';
import { insurerSandboxRoutes } from './sandboxRoutes';
import { unavailableInsurers } from './unavailableGateway';

export type { InsurerGateway, PermitApplication } from './gateway';

/**
 * Answers the insurer operations and, with the sandbox insurers, mounts the sandbox partner
 * site on `app` so both share one sandbox. Production refuses the sandbox (`productionProblems`)
 * and never gets its routes even so.
 */
export function mountInsurance(
  app: Express,
  deps: { config: Config; db: Db; clock: () => Date },
): Operation[] {
  const { config, db, clock } = deps;
  if (config.insurerGateway !== 'sandbox' || config.production)
    return insuranceOperations({ db, clock, insurers: unavailableInsurers });
  const insurers = new SandboxInsurers();
  app.use(insurerSandboxRoutes(insurers));
  return insuranceOperations({ db, clock, insurers });
}
