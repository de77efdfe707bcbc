import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import { sendFailure } from '../http/apiError';
import { validationDetails } from '../http/errorHandler';
import { guardianshipQuery, sandboxRegisterPath } from './protocol';
import type { PopulationRegister } from './register';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The sandbox register behind the guardianship protocol, so that `POPULATION_REGISTER=http` can be
 * tried and tested against it, with the same bearer-token check the register's service makes.
 */
export function populationRegisterSandboxRoutes(register: PopulationRegister, token: string): Router {
  const router = Router();
  const path = `${sandboxRegisterPath}${guardianshipQuery.path}`;
  router.post(path, express.json({ limit: '2kb' }), async (req: Request, res: Response) => {
    if (!sameToken(req.get('authorization') ?? '', `Bearer ${token}`)) {
      sendFailure(res, 'unauthorized');
      return;
    }
    const request = guardianshipQuery.request.safeParse(req.body);
    if (!request.success) {
      sendFailure(res, 'ValidationError', validationDetails(request.error));
      return;
    }
    const { guardian, asOf } = request.data;
    res.json({ guardian, wards: await register.wardsOf(guardian, asOf) });
  });
  return router;
}
