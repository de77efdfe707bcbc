import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { SessionContext } from '../auth/sessionContext';
import { ApiError, forbidden, unauthorized } from './apiError';
import { verifyCsrf } from './csrf';

/**
 * Who may call an operation: anyone; a fully signed-in person; or a person who has passed the
 * identity provider but still owes the SMS code; or either of the last two.
 */
export type Access = 'public' | 'signedIn' | 'mfaPending' | 'anySession';

type Method = 'get' | 'post' | 'put' | 'delete';

export type OperationInput<P, Q, B> = {
  params: P;
  query: Q;
  body: B;
  session: SessionContext | undefined;
  req: Request;
  res: Response;
};

export type OperationResult = { status?: number; body: unknown } | { handled: true };

/** One API operation: its address, its schemas (which also describe it in OpenAPI) and its handler. */
export type Operation<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> = {
  method: Method;
  /** Express-style path, e.g. `/api/appointments/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Successful answer's schema, for the description (and checked outside production). */
  response?: z.ZodType;
  /** Error codes the operation can answer, for the description. */
  errors?: readonly string[];
  handler: (input: OperationInput<z.output<P>, z.output<Q>, z.output<B>>) => Promise<OperationResult>;
};

/** Keeps the schema types flowing into the handler's input. */
export function defineOperation<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  op: Operation<P, Q, B>,
): Operation {
  return op as unknown as Operation;
}

/** `{ type: "success", ...payload }` — the success envelope of the API. */
export function success(payload: Record<string, unknown> = {}, status = 200): OperationResult {
  return { status, body: { type: 'success', ...payload } };
}

function requireAccess(op: Operation, session: SessionContext | undefined): void {
  if (op.access === 'public') return;
  if (!session) throw unauthorized();
  if (op.access === 'anySession') return;
  const pending = session.mfaState === 'pending';
  if (op.access === 'signedIn' && pending) throw unauthorized();
  if (op.access === 'mfaPending' && !pending) throw new ApiError(409, 'mfaNotPending');
}

/** Runs one operation: access, CSRF, input validation, handler, envelope. */
export async function runOperation(op: Operation, req: Request, res: Response): Promise<void> {
  const session = req.portalSession;
  requireAccess(op, session);
  if (op.access !== 'public' && op.method !== 'get' && !verifyCsrf(req, session)) throw forbidden();
  const params = op.params ? op.params.parse(req.params) : req.params;
  const query = op.query ? op.query.parse(req.query) : req.query;
  const body = op.body ? op.body.parse(req.body ?? {}) : undefined;
  const result = await op.handler({ params, query, body, session, req, res });
  if ('handled' in result) return;
  res.status(result.status ?? 200).json(result.body);
}
