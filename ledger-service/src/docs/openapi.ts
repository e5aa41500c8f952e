// The published contract (issue 13): an OpenAPI 3.1 description of every call the service serves,
// generated from contracts (API_CALLS: method, path, guard; apiSchemas: the zod schemas of forms and
// filters, through zod 4's z.toJSONSchema). Nothing here is written by hand per call.
import { z, type ZodType } from 'zod';
import { apiSchemas, type ApiCall, type Guard } from '@ptax/contracts';

export const GUARD_TEXT: Record<Guard, string> = {
  public: 'Anyone, without signing in',
  anyLogin: 'Any signed-in login',
  operator: 'An operator login',
  nagarNigam: 'A nagar_nigam login (admin access names and zone / ward limits checked by the call)',
  jalkal: 'A jalkal login',
};

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

export function jsonSchemaOf(schema: ZodType): JsonSchema {
  try {
    const { $schema: _, ...rest } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema;
    return rest;
  } catch {
    return { description: 'Checked by the service; not representable as JSON Schema' };
  }
}

const openApiPath = (path: string) => `/api/${path.replace(/:(\w+)/g, '{$1}')}`;
const operationId = (call: ApiCall) =>
  `${call.method.toLowerCase()}_${call.path.replace(/[^A-Za-z0-9]+/g, '_')}`;

const ERROR = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function operation(call: ApiCall, schemas: ReturnType<typeof apiSchemas>) {
  const found = schemas[`${call.method} ${call.path}`] ?? {};
  const parameters: Record<string, unknown>[] = [...call.path.matchAll(/:(\w+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (found.query) {
    const query = jsonSchemaOf(found.query);
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
  }
  const guarded = call.guard !== 'public';
  return {
    operationId: operationId(call),
    summary: `${call.method} ${openApiPath(call.path)}`,
    tags: [call.path.split('/')[0]],
    description: `Who may call: ${GUARD_TEXT[call.guard]}.`,
    'x-guard': call.guard,
    security: guarded ? [{ bearer: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(found.body
      ? {
          requestBody: {
            required: true,
            content: {
              [found.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: jsonSchemaOf(found.body),
              },
            },
          },
        }
      : {}),
    responses: {
      '2XX': {
        description:
          'The answer: `{ data }` for one record, `{ data, total, page, limit }` for a list, or a file',
      },
      '400': errorAnswer("Bad input: `message`, and `errors` by field with the spec's messages"),
      ...(guarded ? { '401': errorAnswer('Not signed in'), '403': errorAnswer('Not Authorized') } : {}),
    },
  };
}

export function openApiDocument(calls: readonly ApiCall[], options: { serverUrl: string; today: string }) {
  const schemas = apiSchemas(options.today);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, schemas) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nagar Nigam property tax API',
      version: '1',
      description:
        'Every call the service serves, generated from contracts (API_CALLS and the zod schemas). Money is integer paise in fields ending `Paise`; forms may send rupees.',
    },
    servers: [{ url: options.serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { type: 'integer' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
