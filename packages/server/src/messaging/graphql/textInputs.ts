import { controlCharacterCode, type TextOptions, text } from '@portal/domain';
import { ApiError } from '../../http/apiError';
import type { Resolvers } from './resolvers.generated';

/**
 * The texts of the messaging API that may span lines, and how long each may be; every other
 * string argument (ids, a subject, a file's name and type, dates) is one line of at most
 * {@link oneLine}'s length. Named by field and argument path, as `path` of a refusal says.
 */
const multiLine: Readonly<Record<string, TextOptions>> = {
  'sendMessage.message.content': { max: 10_000, lines: true },
  'sendMessageInNewThread.firstMessage.content': { max: 10_000, lines: true },
  'answerQuestionnaire.answers': { max: 100_000, lines: true },
  'setAbsence.internalMessage': { max: 2_000, lines: true },
};
const oneLine: TextOptions = { max: 1_000 };

/** Every string in `value` with its path under `path` (list items share their list's path). */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, path));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * Refuses the arguments of a field with the REST API's text rule (`packages/domain/src/api/text.ts`):
 * a control character or a text past its length is a `ValidationError` naming the argument,
 * before the resolver runs, so no such text reaches the database, a message or a log.
 */
export function checkTexts(field: string, args: unknown): void {
  for (const [path, value] of stringsOf(args, '')) {
    const rule = text(multiLine[`${field}.${path}`] ?? oneLine).safeParse(value);
    if (rule.success) continue;
    const controlCharacter = rule.error.issues.some((issue) => issue.message === controlCharacterCode);
    throw new ApiError('ValidationError', [
      { path, message: controlCharacter ? controlCharacterCode : 'tooLong' },
    ]);
  }
}

type RootResolvers = NonNullable<Resolvers['Query']> | NonNullable<Resolvers['Mutation']>;

/** The root fields' resolvers, each checking its arguments' texts first (only they take strings). */
export function withTextRule<R extends RootResolvers>(resolvers: R): R {
  const checked = Object.entries(resolvers).map(([field, resolve]) => {
    if (typeof resolve !== 'function') return [field, resolve];
    return [
      field,
      (root: unknown, args: unknown, ctx: unknown, info: unknown) => {
        checkTexts(field, args);
        return (resolve as (...input: unknown[]) => unknown)(root, args, ctx, info);
      },
    ];
  });
  return Object.fromEntries(checked) as R;
}
