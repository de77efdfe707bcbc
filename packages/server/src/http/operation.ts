import type { ApiErrorCode } from '@portal/domain';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { SessionContext } from '../auth/sessionContext';
import { ApiError, forbidden, unauthorized } from './apiError';
import { verifyCsrf } from './csrf';

/**
 * Who may call an operation: anyone; a fully signed-in person; or a person who has passed the
 * identity provider but still owes the SMS code; or either of the last two.
 */
export type Access = 'public' | 'signedIn' | 'mfaPending' | 'anySession';

/** A person who has passed every factor the sign-in asks for. */
export type SignedInSession = SessionContext & { mfaState: 'notRequired' | 'verified' };
/** A person who has passed the identity provider and still owes the SMS code. */
export type PendingSession = SessionContext & { mfaState: 'pending' };

/** The session a handler gets: what its access rule has already required. */
export type SessionFor<A extends Access> = {
  public: SessionContext | undefined;
  signedIn: SignedInSession;
  mfaPending: PendingSession;
  anySession: SessionContext;
}[A];

type Method = 'get' | 'post' | 'put' | 'delete';

export type OperationInput<P, Q, B, A extends Access = Access> = {
  params: P;
  query: Q;
  body: B;
  session: SessionFor<A>;
  req: Request;
  res: Response;
};

/** A success (a failure is thrown as an `ApiError`, so it can only carry a listed code). */
export type OperationResult = { status?: SuccessStatus; body: unknown } | { handled: true };
type SuccessStatus = 200 | 201 | 202;

/** One API operation: its address, its schemas (which also describe it in OpenAPI) and its handler. */
export type Operation<
  P extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
  B extends z.core.$ZodType = z.core.$ZodType,
  A extends Access = Access,
> = {
  method: Method;
  /** Express-style path under the API's mount point, e.g. `/api/appointments/:id`. */
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Successful answer's schema, for the description; every HTTP test checks answers against it. */
  response?: z.core.$ZodType;
  /** Error codes the operation can answer beside the conventions, for the description. */
  errors?: readonly ApiErrorCode[];
  handler: (input: OperationInput<z.output<P>, z.output<Q>, z.output<B>, A>) => Promise<OperationResult>;
};

/** Keeps the schema and session types flowing into the handler's input. */
export function defineOperation<
  P extends z.core.$ZodType,
  Q extends z.core.$ZodType,
  B extends z.core.$ZodType,
  A extends Access,
>(op: Operation<P, Q, B, A>): Operation {
  return op as unknown as Operation;
}

/**
 * The failures any operation may answer, whatever it declares. A request of a session that acts for
 * a child asks the population register first (`confirmGuardianship`): it answers `disallowed` once
 * the guardianship has ended, and `populationRegisterUnavailable` while the register cannot say.
 */
const everywhere: readonly ApiErrorCode[] = [
  'ValidationError',
  'payloadTooLarge',
  'requestTimeout',
  'unknownError',
  'disallowed',
  'populationRegisterUnavailable',
];

/** The failures an operation may answer: the conventions of its access rule and what it declares. */
export function failuresOf(op: Operation): ReadonlySet<ApiErrorCode> {
  const access: Record<Operation['access'], readonly ApiErrorCode[]> = {
    public: [],
    signedIn: ['unauthorized', 'forbidden'],
    mfaPending: ['unauthorized', 'forbidden', 'mfaNotPending'],
    anySession: ['unauthorized', 'forbidden'],
  };
  return new Set([...everywhere, ...access[op.access], ...(op.errors ?? [])]);
}

/** `{ type: "success", ...payload }` — the success envelope of the API. */
export function success(payload: Record<string, unknown> = {}, status: SuccessStatus = 200): OperationResult {
  return { status, body: { type: 'success', ...payload } };
}

/** The caller's session if the operation's access rule lets it in; else the failure to answer. */
function sessionFor<A extends Access>(access: A, session: SessionContext | undefined): SessionFor<A> {
  if (access === 'public') return session as SessionFor<A>;
  if (!session) throw unauthorized();
  if (access === 'anySession') return session as SessionFor<A>;
  const pending = session.mfaState === 'pending';
  if (access === 'signedIn' && pending) throw unauthorized();
  if (access === 'mfaPending' && !pending) throw new ApiError('mfaNotPending');
  return session as SessionFor<A>;
}

/** Runs one operation: access, CSRF, input validation, handler, envelope. */
export async function runOperation(op: Operation, req: Request, res: Response): Promise<void> {
  // API answers carry a person's data (or say whether a person is a patient); no browser or proxy
  // keeps them, whatever the answer and however it fails.
  res.setHeader('cache-control', 'no-store');
  const session = sessionFor(op.access, req.portalSession);
  if (op.access !== 'public' && op.method !== 'get' && !verifyCsrf(req, session)) throw forbidden();
  const params = op.params ? z.parse(op.params, req.params) : req.params;
  const query = op.query ? z.parse(op.query, req.query) : req.query;
  const body = op.body ? z.parse(op.body, req.body ?? {}) : undefined;
  const result = await op.handler({ params, query, body, session, req, res });
  if ('handled' in result) return;
  res.status(result.status ?? 200).json(result.body);
}
