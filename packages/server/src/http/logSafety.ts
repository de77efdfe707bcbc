/**
 * What the log keeps of an error. A failed database statement's error quotes the SQL and its
 * parameters (identity codes, names, addresses, phones) in its message, its `params` and `query`,
 * and PostgreSQL's own message and `detail` may quote a value too. So the log keeps only what
 * names the failure without the data: the error's kind, the SQLSTATE code, the constraint, table
 * and column names, and the stack frames. Messages are kept only from errors that come from no
 * database and carry no values of a request.
 */
export type LoggedError = {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
};

// Fields that name a schema object; anything that may hold a value (detail, where, params) is left out.
const namingFields = ['constraint', 'table', 'column'] as const;
const sqlState = /^[0-9A-Z]{5}$/;
const maxCauses = 4;

function isDatabaseError(error: Record<string, unknown>): boolean {
  return 'query' in error || 'params' in error || 'severity' in error || 'routine' in error;
}

// A message may run on in the stack's first lines; only the frames are kept.
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

function kindOf(error: object): string {
  if (error instanceof Error) return error.constructor.name || error.name;
  const { name } = error as { name?: unknown };
  return typeof name === 'string' ? name.slice(0, 60) : 'object';
}

/** The loggable part of any thrown value (pino's `err` serializer). */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fields = error as Record<string, unknown>;
  const logged: LoggedError = { type: kindOf(error) };
  if (typeof fields.code === 'string' && sqlState.test(fields.code)) logged.code = fields.code;
  for (const name of namingFields) {
    const value = fields[name];
    if (typeof value === 'string') logged[name] = value;
  }
  const fromDatabase = isDatabaseError(fields) || logged.code !== undefined || fields.cause !== undefined;
  if (!fromDatabase && typeof fields.message === 'string') logged.message = fields.message.slice(0, 200);
  const stack = framesOf(fields.stack);
  if (stack) logged.stack = stack;
  if (fields.cause !== undefined && depth < maxCauses) logged.cause = errorForLog(fields.cause, depth + 1);
  return logged;
}
