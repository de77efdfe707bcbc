import { apiErrorStatus, failureAnswer } from '@portal/domain';
import { z } from 'zod';
import { failuresOf, type Operation } from '../http/operation';

/** An answer as a test saw it: the request's method and address, the status and the JSON body. */
export type SeenAnswer = { method: string; url: URL; status: number; body: unknown };

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]))
  );
}

/** The operation that answers `method` on `pathname`, as the API router would pick it. */
export function operationFor(
  operations: readonly Operation[],
  method: string,
  pathname: string,
): Operation | undefined {
  const wanted = method.toLowerCase();
  // Express picks the first route that matches, in the order they were mounted.
  return operations.find((op) => op.method === wanted && matches(op.path, pathname));
}

/**
 * What is wrong with an answer, measured against the API's contract: a failure must carry a code
 * of the domain's list with that code's status, and one its operation declares (so the OpenAPI
 * description tells the truth); a success must match the schema its operation declares. Answers
 * nothing when all is well.
 */
export function answerProblems(operations: readonly Operation[], answer: SeenAnswer): string[] {
  const where = `${answer.method} ${answer.url.pathname}`;
  // The contract is the API's; the health probe and the sandboxes' own pages speak their own.
  if (!answer.url.pathname.startsWith('/api/')) return [];
  if (answer.status >= 400) {
    const failure = failureAnswer.safeParse(answer.body);
    if (!failure.success)
      return [`${where} answered ${answer.status} ${JSON.stringify(answer.body)}: not a failure of the list`];
    const { type } = failure.data;
    const expected = apiErrorStatus[type];
    if (expected !== answer.status)
      return [`${where} answered ${type} with ${answer.status}; the list says ${expected}`];
    const op = operationFor(operations, answer.method, answer.url.pathname);
    if (op && !failuresOf(op).has(type))
      return [`${where} answered ${type}, which its operation does not declare`];
    return [];
  }
  const op = operationFor(operations, answer.method, answer.url.pathname);
  if (!op) return [];
  if (!op.response) return [`${where} answered JSON but its operation declares no response schema`];
  const parsed = z.safeParse(op.response, answer.body);
  if (parsed.success) return [];
  return parsed.error.issues.map(
    (issue) =>
      `${where} answer does not match its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
}
