import { apiErrorCodes, apiErrorStatus, failureAnswer } from '@portal/domain';
import { z } from 'zod';
import { failuresOf, type Operation } from './operation';

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function parametersOf(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !field.safeParse(undefined).success,
    schema: toSchema(field),
  }));
}

/** OpenAPI 3.1 description built from the very schemas that validate the requests. */
export function openApiDocument(operations: readonly Operation[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const failures = [...failuresOf(op)].map((code) => `${code} (${apiErrorStatus[code]})`);
    paths[path] ??= {};
    paths[path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      security: op.access === 'public' ? [] : [{ session: [] }],
      parameters: [...parametersOf(op.params, 'path'), ...parametersOf(op.query, 'query')],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(op.body) } } } }
        : {}),
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': { schema: op.response ? toSchema(op.response) : { type: 'object' } },
          },
        },
        default: {
          description: `Failure; type is one of: ${failures.join(', ')}`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } },
      schemas: {
        Failure: {
          ...toSchema(failureAnswer),
          description: `A failure; each code has one status: ${apiErrorCodes.map((c) => `${c} ${apiErrorStatus[c]}`).join(', ')}`,
        },
      },
    },
  };
}
