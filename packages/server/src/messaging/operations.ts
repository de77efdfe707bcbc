import { featureSet, isApiErrorCode, type Lang } from '@portal/domain';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../db';
import { ApiError } from '../http/apiError';
import { defineOperation, type Operation } from '../http/operation';
import { databaseRateLimits, messagingLimits, type RateLimiter } from '../http/rateLimit';
import type { ObjectStore } from '../storage/objectStore';
import { attachmentOperations } from './attachments';
import type { Viewer } from './graphql/context';
import { messagingLoaders } from './graphql/loaders';
import { messagingYoga } from './graphql/yoga';
import { type UrlSigner, urlSigner } from './signedUrls';
import { helsinkiDate } from './threadStore';
import { customerMessagingUserId } from './users';

export const customerMessagingPath = '/api/customer-messaging';

export type MessagingDeps = {
  db: Db;
  clock: () => Date;
  logger: Logger;
  features: readonly string[];
  /** Messaging in maintenance mode: the pages show the notice and the API neither lists nor sends. */
  maintenance: boolean;
  secret: string;
  /** Where attachments' bytes are kept. */
  store: ObjectStore;
  /** The bytes a person may upload in a day (`uploadBytesPerDay`). */
  uploadBytes: RateLimiter;
  /** `config.production`: the schema then answers no introspection. */
  production: boolean;
};

/** A GraphQL request as it comes over HTTP; bounded like every input. */
export const graphqlBody = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(100).nullish(),
});

/** A GraphQL answer: data, errors with their codes, or both. */
export const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z
    .array(
      z
        .object({ message: z.string(), extensions: z.object({ code: z.string() }).loose().optional() })
        .loose(),
    )
    .optional(),
});

export type GraphqlRunner = (
  body: z.infer<typeof graphqlBody>,
  viewer: Viewer,
  requestId: string | null,
) => Promise<unknown>;

/** Runs GraphQL requests of a known viewer through the one engine. */
export function graphqlRunner(deps: MessagingDeps, signer: UrlSigner): GraphqlRunner {
  const yoga = messagingYoga({
    endpoint: customerMessagingPath,
    onUnexpected: (err) => deps.logger.error({ err }, 'messaging request failed'),
    introspection: !deps.production,
  });
  const limits = {
    conversations: databaseRateLimits(deps.db, deps.secret, messagingLimits.conversations),
    messages: databaseRateLimits(deps.db, deps.secret, messagingLimits.messages),
  };
  return async (body, viewer, requestId) => {
    const now = deps.clock();
    const response = await yoga.fetch(
      `http://localhost${customerMessagingPath}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      {
        db: deps.db,
        now,
        viewer,
        requestId,
        signer,
        maintenance: deps.maintenance,
        uploadBytes: deps.uploadBytes,
        limits,
        loaders: messagingLoaders(deps.db, helsinkiDate(now)),
      },
    );
    return withCodes(await response.json());
  };
}

/**
 * The customer messaging API (messaging-invoices-shell.md §7): GraphQL over POST at
 * `/api/customer-messaging` for a signed-in patient, with the session and CSRF token of every
 * other state-changing call, and the attachment addresses beside it.
 */
export function messagingOperations(deps: MessagingDeps): {
  operations: Operation[];
  run: GraphqlRunner;
  signer: UrlSigner;
} {
  const signer = urlSigner(deps.secret, { upload: 5 * 60_000, download: 60_000 });
  const run = graphqlRunner(deps, signer);
  const allowed = featureSet(deps.features).has('customer-messaging-allowed');

  const graphql = defineOperation({
    method: 'post',
    path: customerMessagingPath,
    summary: 'The customer messaging API (GraphQL): threads, messages, attachments, read state',
    tag: 'messaging',
    access: 'signedIn',
    body: graphqlBody,
    response: graphqlAnswer,
    errors: ['noPatient'],
    handler: async ({ body, session, req, res }) => {
      if (!allowed) throw new ApiError('forbidden');
      if (!session.patientId) throw new ApiError('noPatient');
      const viewer: Viewer = {
        kind: 'customer',
        userId: await customerMessagingUserId(deps.db, session.patientId),
        patientId: session.patientId,
        actorSsn: session.personSsn,
        lang: session.lang as Lang,
      };
      const answer = await run(body, viewer, req.requestId ?? null);
      const wait = retryAfterOf(answer);
      if (wait !== null) res.setHeader('retry-after', String(wait));
      return { body: answer };
    },
  });

  return {
    operations: [
      graphql,
      ...attachmentOperations({ db: deps.db, clock: deps.clock, signer, store: deps.store }),
    ],
    run,
    signer,
  };
}

/**
 * Refusals made before anything runs (a query the schema does not know, a variable of the wrong
 * type, past the depth or cost limit) come without a code or with one of graphql's own
 * (`GRAPHQL_VALIDATION_FAILED`, `BAD_USER_INPUT`); they are the caller's bad input, so they get
 * `ValidationError`, and only the API's own codes are ever answered.
 */
function withCodes(answer: unknown): unknown {
  const parsed = graphqlAnswer.safeParse(answer);
  if (!parsed.success || !parsed.data.errors) return answer;
  return {
    ...parsed.data,
    errors: parsed.data.errors.map((error) =>
      isApiErrorCode(error.extensions?.code)
        ? error
        : { ...error, extensions: { ...error.extensions, code: 'ValidationError' } },
    ),
  };
}

/** The seconds a `tooManyRequests` of the answer says to wait, also sent as `Retry-After`. */
function retryAfterOf(answer: unknown): number | null {
  const parsed = graphqlAnswer.safeParse(answer);
  const limited = parsed.success
    ? parsed.data.errors?.find((error) => error.extensions?.code === 'tooManyRequests')
    : undefined;
  const wait = limited?.extensions?.retryAfter;
  return typeof wait === 'number' ? wait : null;
}
