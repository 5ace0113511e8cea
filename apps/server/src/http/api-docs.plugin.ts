import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import {
  CURRENCIES,
  ERROR_STATUS,
  HEADERS,
  MESSAGES,
  zErrorReply,
  zReportExportQuery,
  zReportFilter,
  zVideoReportQuery,
  type ErrorCode,
} from '@portal/shared';
import { API_AREAS, API_DOCS, type CallDoc } from './api-docs.ts';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.ts';
import { NETWORK_TOKEN_CALLS } from './network-token-calls.ts';

/** The three ways a call is authorized, as the document names them. */
export const SECURITY_SCHEMES = {
  sessionBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A member’s or manager’s session: the `token` that `member/login` (or `member/external/auth`) answers, sent as `Authorization: Bearer <token>`. It belongs to one site and works only on that site’s domains.',
  },
  networkToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ntk_…',
    description:
      'A network’s read-only API token (`ntk_…`), made by a manager for their site: it reads what the manager’s session reads of the reports, channels and statements, never writes, and works only on its site’s domains. Sent as `Authorization: Bearer ntk_…`.',
  },
  operatorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A platform operator’s API token (`npm run operator -- token create`), or an operator account’s session (`ops_…`, from `operator/sign-in/code`), for the `/api/operator/` calls only. Sent as `Authorization: Bearer <token>`.',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;

const API_DESCRIPTION = `The portal's calls, for its web app, a network's own tools and the platform's operators.

- **Where**: every call is under \`/api/\` on the site's own domain; the domain names the site (or the \`X-Site-Domain\` header, when calling another address). Nothing crosses sites.
- **Replies** are JSON with \`success\` and \`message\` (in the language of \`Accept-Language\`: \`ko\`, \`en\`, \`zh-CN\`, \`zh-TW\`), the data beside them. Paged lists take \`page\` (from 0) and \`size\` and answer \`page\`, \`size\` and \`total\`. Money is a decimal string of micro-units of the reply's currency.
- **Errors** answer a fitting status with \`{success: false, code, message}\`: \`code\` is stable (each call lists its own), \`message\` is for people. 5xx replies add \`requestId\`, also sent as the \`X-Request-Id\` header of every reply.
- **Tokens**: see the security schemes. A network's read-only API token reads the report calls that list \`networkToken\`.
- **Protection headers**: the web app signs its calls with \`X-Protection-Id\`, \`X-Secure-Token\` and \`X-Protection-Token\`; a server that requires them answers a call without them 400 \`protection_invalid\`. They deter naive scripts and are not authentication.
- **Limits**: per client address and minute, tighter for signing in; past them 429 with \`Retry-After\`.`;

/** The document around the calls: what it is, where, who may call, and its areas. */
function openapiFrame(): Partial<OpenAPIV3.Document> {
  return {
    openapi: '3.0.3',
    info: { title: 'Shorts music portal API', version: '1', description: API_DESCRIPTION },
    servers: [{ url: '/', description: 'The site’s own domain' }],
    tags: API_AREAS.map(({ tag, description }) => ({ name: tag, description })),
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { ErrorReply: ERROR_REPLY_SCHEMA } },
  };
}

/** Publishes the OpenAPI document (at `/api/docs`), each call described by its catalogue entry. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, { openapi: openapiFrame(), transform: describeCall });
}

/** `METHOD path` of a route under /api/, as the catalogue and the matrix key it. */
function callOf(route: RouteOptions, url: string): string {
  return `${[route.method].flat()[0]} ${url.slice('/api/'.length)}`;
}

/**
 * The route's schema for the document: zod turned into JSON schema, with the
 * catalogue's words, the call's security and its error replies. The route's own schema
 * (which validates and serializes) is left as it is.
 */
const describeCall: SwaggerTransform = (input) => {
  const call = callOf(input.route, input.url);
  const doc = API_DOCS[call];
  const schema = input.schema as FastifySchema & { hide?: boolean; response?: object };
  if (!doc || schema?.hide) return jsonSchemaTransform(input);
  const operator = call.includes(' operator/');
  const security = securityOf(call, operator);
  const described = {
    ...schema,
    ...(doc.reportFilters ? { querystring: EXPORT_QUERY } : {}),
    ...(doc.currency ? { headers: CURRENCY_HEADER } : {}),
    operationId: operationIdOf(call),
    summary: doc.summary,
    description: `${doc.description}\n\n**Who may call**: ${callersOf(call, security)}.`,
    tags: [doc.tag],
    security: security.map((name) => ({ [name]: [] })),
    response: {
      200: successReply(doc, (schema?.response as Record<number, unknown> | undefined)?.[200]),
    },
  };
  const transformed = jsonSchemaTransform({ ...input, schema: described });
  // Plain JSON already: every error reply refers to the one shape.
  const response = (transformed.schema as { response: Record<string, object> }).response;
  Object.assign(response, errorReplies(errorCodesOf(call, doc, input.route, operator)));
  if (doc.upload) {
    const type = doc.upload === 'image' ? 'image/*' : doc.upload;
    (transformed.schema as Record<string, unknown>).body = {
      content: { [type]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return transformed;
};

/** `getReportVideos` for `GET report/videos`: one name per call, read off its path. */
function operationIdOf(call: string): string {
  const [method = '', ...words] = call.split(/[^A-Za-z0-9]+/);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

/**
 * The schemes a call accepts, from its row of the authorization matrix: none when
 * anyone may call it, the operator token for operators' calls, else a session (and a
 * network token for the calls such a token may make).
 */
function securityOf(call: string, operator: boolean): SchemeName[] {
  const row = AUTHORIZATION_MATRIX[call];
  if (row && row.anonymous < 300) return [];
  if (operator) return ['operatorToken'];
  return (NETWORK_TOKEN_CALLS as readonly string[]).includes(call)
    ? ['sessionBearer', 'networkToken']
    : ['sessionBearer'];
}

/** Who the matrix lets make the call, in words. */
function callersOf(call: string, security: SchemeName[]): string {
  if (security.length === 0) return 'anyone, without a token';
  if (security.includes('operatorToken'))
    return 'platform operators, with an operator token or session';
  const row = AUTHORIZATION_MATRIX[call];
  const callers: string[] = [];
  if (row && (row.memberA < 300 || row.memberB < 300)) callers.push('members');
  if (row && row.manager < 300) callers.push('the site’s managers');
  if (security.includes('networkToken')) callers.push('the site’s network API tokens');
  return callers.join(', ') || 'nobody';
}

/**
 * Every code the call can answer: its own (the catalogue's) and those that follow from
 * its kind — its matrix row, whether it reads input, checks a password, is signed.
 */
function errorCodesOf(
  call: string,
  doc: CallDoc,
  route: Pick<RouteOptions, 'schema' | 'config'>,
  operator: boolean,
): ErrorCode[] {
  const row = AUTHORIZATION_MATRIX[call];
  const schema = route.schema as FastifySchema | undefined;
  const config = (route.config ?? {}) as { passwordCheck?: boolean; unsigned?: boolean };
  const derived: [boolean, ErrorCode[]][] = [
    [Boolean(schema?.querystring || schema?.body || schema?.params), ['invalid_input']],
    [Boolean(schema?.body), ['invalid_json', 'payload_too_large', 'unsupported_media_type']],
    [row?.anonymous === 401, ['unauthorized']],
    [row !== undefined && Object.values(row).includes(403), ['forbidden']],
    [Boolean(config.passwordCheck), ['wrong_password', 'too_many_attempts']],
    [!operator, ['unknown_site', 'too_many_requests']],
    [
      !operator && !config.unsigned,
      ['protection_invalid', 'protection_stale', 'protection_replayed'],
    ],
    [true, ['internal', 'unavailable']],
  ];
  return [
    ...new Set([...(doc.errors ?? []), ...derived.flatMap(([when, codes]) => (when ? codes : []))]),
  ];
}

const STATUS_TEXT: Record<string, string> = {
  400: 'Bad request',
  401: 'No valid token',
  403: 'Not allowed',
  404: 'Not found (or not the caller’s)',
  409: 'Conflict with the current state',
  413: 'Body too large',
  415: 'Body of the wrong type',
  429: 'Too many requests',
  '5XX': 'Server error',
};

/** The error replies by status (`5XX` for all server errors), each naming its codes. */
function errorReplies(codes: ErrorCode[]): Record<string, object> {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code] >= 500 ? '5XX' : String(ERROR_STATUS[code]);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: `${STATUS_TEXT[status] ?? 'Error'}: ${list.map((code) => `\`${code}\``).join(', ')}.`,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
      },
    ]),
  );
}

/**
 * Every error reply's shape, with what each code means (the English message a reply
 * carries for it).
 */
const ERROR_REPLY_SCHEMA = {
  ...z.toJSONSchema(zErrorReply, { target: 'openapi-3.0', io: 'output' }),
  description: `An error: a stable \`code\` and a \`message\` in the request's language; 5xx replies add \`requestId\`. The codes:\n\n${(
    Object.keys(ERROR_STATUS) as ErrorCode[]
  )
    .map(
      (code) =>
        `- \`${code}\` (${ERROR_STATUS[code]}): ${MESSAGES.en[code].replace('{minutes}', 'N')}`,
    )
    .join('\n')}`,
} as OpenAPIV3.SchemaObject;

/** The success reply: JSON (the route's schema), or a CSV file. */
function successReply(doc: CallDoc, schema: unknown) {
  if (doc.csv)
    return {
      description: 'The CSV file (UTF-8, with a byte order mark), as an attachment.',
      content: { 'text/csv': { schema: z.string() } },
    };
  return {
    description: 'Done: `success: true`, `message`, and the data beside them.',
    content: { 'application/json': { schema: schema ?? zSuccessReply } },
  };
}

const zSuccessReply = z.object({ success: z.literal(true), message: z.string() });

const CURRENCY_HEADER = z.object({
  [HEADERS.currency]: z
    .enum(CURRENCIES)
    .optional()
    .describe('The currency of the figures; the site’s own when not given.'),
});

/** The export's own field and the filters of the report it exports (read by the route itself). */
const EXPORT_QUERY = zReportExportQuery.extend({
  ...zReportFilter.shape,
  ...zVideoReportQuery.def.right.omit({ page: true, size: true }).shape,
  sort: z
    .string()
    .optional()
    .describe('A sort of the exported report (report/channels or report/videos).'),
});
