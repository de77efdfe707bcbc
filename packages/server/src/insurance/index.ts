import type { Express } from 'express';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Operation } from '../http/operation';
import { databaseRateLimiter, insurerCallLimit } from '../http/rateLimit';
import { httpInsurers } from './httpGateway';
import { insuranceOperations } from './operations';
import { SandboxInsurers } from './sandboxGateway';
import { insurerSandboxProtocolRoutes } from './sandboxProtocolRoutes';
import { insurerSandboxRoutes } from './sandboxRoutes';
import { unavailableInsurers } from './unavailableGateway';

export type { InsurerGateway, PermitApplication } from './gateway';

/**
 * Answers the insurer operations: through the clinic's insurer gateway (`INSURER_GATEWAY=http`), or
 * from the sandbox insurers, which also serve their partner site and the gateway protocol on `app`
 * (so another portal can try its HTTP adapter against this one). Production refuses the sandbox
 * (`productionProblems`) and never gets its routes even so; without a gateway address every insurer
 * call answers `insurerUnavailable`.
 */
export function mountInsurance(
  app: Express,
  deps: { config: Config; db: Db; clock: () => Date },
): Operation[] {
  const { config, db, clock } = deps;
  const limit = databaseRateLimiter(db, config.cookieSecret, insurerCallLimit);
  if (config.insurerGateway === 'http') {
    const { insurerGatewayUrl: url, insurerGatewayToken: token } = config;
    const insurers = url ? httpInsurers({ url, token }) : unavailableInsurers;
    return insuranceOperations({ db, clock, insurers, limit });
  }
  if (config.production) return insuranceOperations({ db, clock, insurers: unavailableInsurers, limit });
  const insurers = new SandboxInsurers();
  app.use(insurerSandboxRoutes(insurers));
  app.use(insurerSandboxProtocolRoutes(insurers, config.insurerGatewayToken));
  return insuranceOperations({ db, clock, insurers, limit });
}
