import { apiErrorCodes, apiErrorStatus, failureAnswer } from '@portal/domain';
import { z } from 'zod';
import { failuresOf, type Operation } from './operation';

const toSchema = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function parametersOf(schema: z.core.$ZodType | undefined, where: 'query' | 'path') {
  // An object of either zod/mini (the domain's schemas) or classic zod (the server's own).
  if (!(schema instanceof z.core.$ZodObject)) return [];
  return Object.entries(schema._zod.def.shape).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !z.safeParse(field, undefined).success,
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
