import type { Express } from 'express';
import type { Config } from '../config';
import type { Db } from '../db';
import type { UpstreamFailureLog } from '../upstream/failureLog';
import { httpPopulationRegister, unavailablePopulationRegister } from './httpRegister';
import type { PopulationRegister } from './register';
import { sandboxPopulationRegister } from './sandboxRegister';
import { populationRegisterSandboxRoutes } from './sandboxRoutes';

export type { PopulationRegister, Ward } from './register';

/**
 * The population register: its guardianship service (`POPULATION_REGISTER=http`), or the sandbox
 * over the demo persons' rows, which also serves the protocol on `app`. Production refuses the
 * sandbox (`productionProblems`) and never gets its routes even so.
 */
export function mountPopulationRegister(
  app: Express,
  config: Config,
  db: Db,
  onFailure: UpstreamFailureLog,
): PopulationRegister {
  if (config.populationRegister === 'http') {
    const { populationRegisterUrl: url, populationRegisterToken: token } = config;
    return url ? httpPopulationRegister({ url, token, onFailure }) : unavailablePopulationRegister;
  }
  if (config.production) return unavailablePopulationRegister;
  const register = sandboxPopulationRegister(db);
  app.use(populationRegisterSandboxRoutes(register, config.populationRegisterToken));
  return register;
}
