import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { messagingSchema } from '@portal/domain';
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { ApiError } from '../../http/apiError';
import type { MessagingContext } from './context';
import { resolvers } from './resolvers';

/** The deepest query the pages send is six levels; one more leaves room, and no more. */
export const maxQueryDepth = 7;

/**
 * Refuses `__schema` and `__type` (`__typename` stays: clients need it). graphql's own
 * `NoSchemaIntrospectionCustomRule` checks types with `instanceof`, which fails when the executor
 * holds another copy of graphql's classes, so the fields are refused by name.
 */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type')
        context.reportError(new GraphQLError('Introspection is not allowed here.', { nodes: node }));
    },
  };
}

const refuseIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(noIntrospection),
};

/**
 * The messaging API's GraphQL engine. Failures are GraphQL errors whose `extensions.code` is a
 * code of the API's one list (`notFound`, `forbidden`, `attachmentNotAllowed`, ...); anything
 * unexpected is masked as `unknownError` and logged, never shown. Depth, cost, aliases, directives
 * and tokens are limited before anything runs, and field suggestions do not leak the schema.
 * Introspection answers only where `introspection` is set (development, for the codegen and tools):
 * in production the pages send only the documents they were built with, and a stranger's map of
 * every operation and field is no help to a patient.
 */
export function messagingYoga(options: {
  endpoint: string;
  onUnexpected: (error: unknown) => void;
  introspection: boolean;
}) {
  return createYoga<MessagingContext>({
    schema: createSchema<MessagingContext>({ typeDefs: messagingSchema, resolvers }),
    graphqlEndpoint: options.endpoint,
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: maxQueryDepth, flattenFragments: true },
        costLimit: { maxCost: 3000 },
        maxAliases: { n: 5 },
        maxDirectives: { n: 10 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(options.introspection ? [] : [refuseIntrospection]),
    ],
    maskedErrors: {
      maskError: (error, message, isDev) => {
        // Walked by shape, not by class: the executor may hold another copy of graphql's classes.
        let original: unknown = error;
        while (hasOriginal(original)) original = original.originalError;
        if (original instanceof ApiError) {
          return new GraphQLError(original.type, {
            extensions: {
              code: original.type,
              ...(original.details ? { details: original.details } : {}),
              ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
            },
          });
        }
        if (original === error && isGraphqlError(error)) return error;
        options.onUnexpected(original);
        const masked = maskError(error, message, isDev);
        return new GraphQLError(masked.message, { extensions: { code: 'unknownError' } });
      },
    },
  });
}

function hasOriginal(error: unknown): error is { originalError: unknown } {
  return (
    typeof error === 'object' && error !== null && 'originalError' in error && error.originalError != null
  );
}

function isGraphqlError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}
