import type { CodegenConfig } from '@graphql-codegen/cli';

// Run from the repository's root. The messaging API's types, generated from its schema and the app's documents; the drift test
// (src/messaging/graphql/codegen.test.ts) fails when they are not up to date.
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'packages/domain/src/messaging/api/schema.ts',
  documents: 'packages/domain/src/messaging/api/operations.ts',
  generates: {
    'packages/domain/src/messaging/api/types.generated.ts': {
      plugins: ['typescript-operations'],
      config: {
        scalars,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        skipTypename: true,
        useTypeImports: true,
      },
    },
    'packages/server/src/messaging/graphql/resolvers.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: './context#MessagingContext',
        mappers: {
          MessagingThread: './models#ThreadModel',
          Message: './models#MessageModel',
          MessagingUser: './models#UserModel',
          Absence: './models#AbsenceModel',
          QuestionnaireInvitation: './models#InvitationModel',
        },
      },
    },
  },
};
export default config;
