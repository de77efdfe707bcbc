import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { SessionContext } from '../auth/sessionContext';

/** The token comes as the `csrfToken` query parameter (as the specification has it) or a header. */
export function csrfTokenOf(req: Request): string | undefined {
  const fromQuery = req.query.csrfToken;
  if (typeof fromQuery === 'string') return fromQuery;
  const fromHeader = req.get('x-csrf-token');
  return fromHeader ?? undefined;
}

export function verifyCsrf(req: Request, session: Pick<SessionContext, 'csrfToken'> | undefined): boolean {
  const given = csrfTokenOf(req);
  if (!session || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
