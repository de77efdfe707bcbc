import type { Express } from 'express';
import type { Config } from '../config';
import type { Db } from '../db';
import type { Operation } from '../http/operation';
import { databaseRateLimiter, insurerCallLimit } from '../http/rateLimit';
import type { UpstreamFailureLog } from '../upstream/failureLog';
import type { InsurerGateway } from './gateway';
import { httpInsurers } from './httpGateway';
import { insuranceOperations } from './operations';
import { SandboxInsurers } from './sandboxGateway';
import { insurerSandboxProtocolRoutes } from './sandboxProtocolRoutes';
import { insurerSandboxRoutes } from './sandboxRoutes';
import { unavailableInsurers } from './unavailableGateway';

export { verifyDeclaredInsurerFields } from './declaredFields';
export type { InsurerGateway, PermitApplication } from './gateway';

/**
 * The insurers: the clinic's insurer gateway (`INSURER_GATEWAY=http`), or the sandbox insurers,
 * which also serve their partner site and the gateway protocol on `app` (so another portal can try
 * its HTTP adapter against this one). Production refuses the sandbox (`productionProblems`) and
 * never gets its routes even so; without a gateway address every insurer call answers
 * `insurerUnavailable`.
 */
export function mountInsurers(app: Express, config: Config, onFailure: UpstreamFailureLog): InsurerGateway {
  if (config.insurerGateway === 'http') {
    const { insurerGatewayUrl: url, insurerGatewayToken: token } = config;
    return url ? httpInsurers({ url, token, onFailure }) : unavailableInsurers;
  }
  if (config.production) return unavailableInsurers;
  const insurers = new SandboxInsurers();
  app.use(insurerSandboxRoutes(insurers));
  app.use(insurerSandboxProtocolRoutes(insurers, config.insurerGatewayToken));
  return insurers;
}

/** The one count of a person's insurer calls, whichever operation makes them. */
export function insurerCallLimiter(config: Config, db: Db) {
  return databaseRateLimiter(db, config.cookieSecret, insurerCallLimit);
}

/** The booking page's insurer operations over `insurers`, each call of a person counted. */
export function insurerOperations(deps: {
  config: Config;
  db: Db;
  clock: () => Date;
  insurers: InsurerGateway;
}): Operation[] {
  const { config, db, clock, insurers } = deps;
  const limit = insurerCallLimiter(config, db);
  return insuranceOperations({ db, clock, insurers, limit });
}
