import { timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { sendFailure } from '../http/apiError';
import { validationDetails } from '../http/errorHandler';
import type { InsurerGateway } from './gateway';
import { type InsurerCall, insurerCalls } from './gatewayProtocol';

type RequestOf<C extends InsurerCall> = z.output<(typeof insurerCalls)[C]['request']>;
// The insurers answer read-only lists; what goes out as JSON need not be mutable.
type Immutable<T> = T extends readonly (infer U)[]
  ? readonly Immutable<U>[]
  : T extends object
    ? { readonly [K in keyof T]: Immutable<T[K]> }
    : T;
type AnswerOf<C extends InsurerCall> = Immutable<z.input<(typeof insurerCalls)[C]['answer']>>;

/** Where the sandbox serves the gateway protocol (never in production). */
export const sandboxGatewayPath = '/sandbox/insurers';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The sandbox insurers behind the gateway protocol, so that `INSURER_GATEWAY=http` can be tried and
 * tested against them: answers come from `insurers`, with the same bearer-token check a gateway
 * makes.
 */
export function insurerSandboxProtocolRoutes(insurers: InsurerGateway, token: string): Router {
  const router = Router();
  router.use(sandboxGatewayPath, express.json({ limit: '4kb' }));

  const serve = <C extends InsurerCall>(name: C, answer: (request: RequestOf<C>) => Promise<AnswerOf<C>>) => {
    const call = insurerCalls[name];
    router.post(`${sandboxGatewayPath}${call.path}`, async (req: Request, res: Response) => {
      if (!sameToken(req.get('authorization') ?? '', `Bearer ${token}`)) {
        sendFailure(res, 'unauthorized');
        return;
      }
      const request = call.request.safeParse(req.body);
      if (!request.success) {
        sendFailure(res, 'ValidationError', validationDetails(request.error));
        return;
      }
      res.json(await answer(request.data as RequestOf<C>));
    });
  };

  serve('partnerPolicy', async ({ person }) => ({
    hasHealthcarePolicy: await insurers.partnerPolicy(person),
  }));
  serve('partnerPermits', async ({ person, lang }) => ({
    permits: await insurers.partnerPermits(person, lang),
  }));
  serve('partnerPermitApplication', async (application) => ({
    url: await insurers.partnerPermitApplication(application),
  }));
  serve('pohjolaPersonal', async ({ person, date }) => ({
    hasInsurance: await insurers.pohjolaPersonal(person, date),
  }));
  serve('pohjolaCompany', async ({ person, eventType, lang }) => ({
    insurance: await insurers.pohjolaCompany(person, eventType, lang),
  }));
  serve('directReimbursement', async ({ person, insurer }) => ({
    allowed: await insurers.directReimbursement(person, insurer),
  }));
  return router;
}
