import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { errorResponseSchema } from '@rihla/contract/errors'
import { PERMISSIONS } from '@rihla/contract/permissions'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** The Content-Security-Policy of /api/docs: no inline script or style, no framing. */
export const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // One <style> element Swagger UI writes at start, allowed by its hash (a new Swagger UI
  // version may change it: the page still works, the browser logs the refusal).
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
}

/**
 * The error answers of the API, each documented once under `components.responses` with the
 * contract's error shape. A route lists the ones its access and input give on their own
 * (derived below); the ones its own work gives, it names in `schema.errors`.
 */
export const ERROR_ANSWERS = {
  400: { name: 'BadRequest', text: 'The input is refused: `details` lists each problem.' },
  401: {
    name: 'Unauthorized',
    text: 'No valid session: the bearer token is missing, invalid or ended (or, where the route takes credentials, they are wrong).',
  },
  403: {
    name: 'Forbidden',
    text: "Not allowed: the role lacks the route's permission, the account is blocked, a second factor must be set up first, or the session must be stepped up first (`auth.stepUpRequired`: `POST /api/auth/step-up`).",
  },
  404: { name: 'NotFound', text: 'No such record (or one the caller may not see).' },
  409: {
    name: 'Conflict',
    text: 'The change clashes with the data as it is: a duplicate, a record in another state, or a save from an old version (`generic.stale`, with the record as it is now in `current`).',
  },
  410: { name: 'Gone', text: 'Too late: the time to undo has passed.' },
  412: { name: 'PreconditionFailed', text: 'The `If-Match` header cannot be read.' },
  413: { name: 'PayloadTooLarge', text: 'The body or a file is too large.' },
  415: {
    name: 'UnsupportedMediaType',
    text: 'The body is not of a type the route reads (or a file is not an accepted picture).',
  },
  428: {
    name: 'PreconditionRequired',
    text: 'The `If-Match` header (the version that was read) is required.',
  },
  429: {
    name: 'TooManyRequests',
    text: 'Too many attempts: `Retry-After` says in how many seconds to try again.',
  },
} as const

export type ErrorStatus = keyof typeof ERROR_ANSWERS

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error answers this route's own work can give, beyond those its access (401, 403),
     * its input (400, and 413, 415 with a body), its path parameters (404) and the server
     * (5XX) give to every such route; documented in OpenAPI (plugins/openapi.ts).
     */
    errors?: readonly ErrorStatus[]
  }
}

/** The answer of a route that answers 204 with no body. */
export const NO_CONTENT = { 204: z.undefined().describe('Done: no body.') }

/** The error shape as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(errorResponseSchema)

const errorContent = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } },
}

/** The answers every operation refers to, under `components.responses`. */
const errorResponses = {
  ...Object.fromEntries(
    Object.values(ERROR_ANSWERS).map(({ name, text }) => [
      name,
      {
        description: text,
        content: errorContent,
        ...(name === 'TooManyRequests'
          ? {
              headers: {
                'Retry-After': {
                  description: 'Seconds to wait before the next attempt.',
                  schema: { type: 'integer', minimum: 1 },
                },
              },
            }
          : {}),
      },
    ]),
  ),
  ServerError: {
    description:
      'The server failed (500) or cannot answer now (503: shutting down, or the database is out of reach).',
    content: errorContent,
  },
}

/** An extension key that carries a route's error statuses from `transform` to `transformObject`. */
const ERRORS_KEY = 'x-rihla-errors'

/** `/api/health/` -> `/api/health`, and a catch-all `/uploads/*` -> `/uploads/{path}`. */
export function documentPath(url: string): string {
  return url.replace(/\*$/, '{path}').replace(/(.)\/$/, '$1')
}

/**
 * A stable operationId from the method and the path: `GET /api/products/{id}/pictures` ->
 * `getProductsByIdPictures` (the `/api` prefix left out, `.` and `-` joining words).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((word) => {
      const param = /^\{(.+)\}$/.exec(word)
      const name = param?.[1] ?? word
      return `${param ? 'By' : ''}${name[0]?.toUpperCase()}${name.slice(1)}`
    })
  return `${method.toLowerCase()}${words.join('')}`
}

type Access = string | undefined

/** Who may call a route, said in its description. */
function accessNote(access: Access): string {
  if (access === 'public') return 'Access: public (no token).'
  if (access === 'authenticated') return 'Access: anyone signed in.'
  if (access === undefined) return 'Access: admin only.'
  const roles = (PERMISSIONS as Record<string, readonly string[]>)[access] ?? []
  return `Access: permission \`${access}\` (${roles.join(', ')}).`
}

/** Staff powers over accounts (decision 052): said where a client reads the route. */
function stepUpNote(config: { stepUp?: boolean } | undefined): string | undefined {
  if (!config?.stepUp) return undefined
  return 'Step-up: the session must have confirmed its password through `POST /api/auth/step-up` within `STEP_UP_MINUTES`; otherwise 403 `auth.stepUpRequired`. Aimed at the caller’s own account, it is refused: the profile’s routes ask for the password themselves.'
}

/** The error answers a route gives from its access, its input, its path and its own work. */
function errorStatuses(
  schema: Record<string, unknown>,
  access: Access,
  path: string,
  own: readonly ErrorStatus[],
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(own)
  const consumes = schema.consumes as readonly string[] | undefined
  const takesBody = Boolean(schema.body) || Boolean(consumes?.length)
  if (takesBody || schema.querystring || schema.params) statuses.add(400)
  if (access !== 'public') statuses.add(401).add(403)
  if (/\{[^}]+\}/.test(path)) statuses.add(404)
  if (takesBody) statuses.add(413).add(415)
  return [...statuses].sort((a, b) => a - b)
}

/**
 * zod's transform (the zod schemas as JSON Schema), then the path as OpenAPI writes it, the
 * access in the description, no security on public routes, and the route's error statuses
 * for `completeDocument`.
 */
const documentRoute: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0])
  const schema = (output.schema ?? {}) as Record<string, unknown> & {
    hide?: boolean
    description?: string
    errors?: readonly ErrorStatus[]
  }
  if (schema.hide) return output
  const path = documentPath(input.url)
  const access = input.route.config?.access as Access
  const { errors = [], ...documented } = schema
  const wildcard = input.url.endsWith('*')
  return {
    url: path,
    schema: {
      ...documented,
      description: [schema.description, accessNote(access), stepUpNote(input.route.config)]
        .filter(Boolean)
        .join('\n\n'),
      ...(access === 'public' ? { security: [] } : {}),
      ...(wildcard && !schema.params
        ? {
            params: {
              type: 'object',
              properties: { path: { type: 'string', description: 'The rest of the path.' } },
              required: ['path'],
            },
          }
        : {}),
      [ERRORS_KEY]: errorStatuses(schema, access, path, errors),
    },
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * The whole document: each operation gets its operationId (unless the route names one) and
 * its error answers as references, the error shape and answers go in `components`.
 */
const completeDocument: SwaggerTransformObject = (input) => {
  const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as {
    paths?: Record<string, Record<string, Record<string, unknown> | undefined>>
    components?: Record<string, unknown>
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      operation.operationId ??= operationIdOf(method, path)
      const statuses = (operation[ERRORS_KEY] ?? []) as ErrorStatus[]
      delete operation[ERRORS_KEY]
      const responses = (operation.responses ?? {}) as Record<string, unknown>
      for (const status of statuses) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` }
      }
      responses['5XX'] ??= { $ref: '#/components/responses/ServerError' }
      operation.responses = responses
    }
  }
  const components = (document.components ?? {}) as {
    schemas?: Record<string, unknown>
    responses?: Record<string, unknown>
  }
  document.components = {
    ...components,
    schemas: { ...components.schemas, ErrorResponse: errorJsonSchema },
    responses: { ...components.responses, ...errorResponses },
  }
  return document as ReturnType<SwaggerTransformObject>
}

const TAGS = [
  { name: 'health', description: 'Liveness and readiness, for probes.' },
  { name: 'auth', description: 'Sign-in, tokens, sign-up, passwords, second factor, sessions.' },
  { name: 'users', description: 'Users and staff: the list, blocking, roles, exports.' },
  { name: 'subcategories', description: 'The subcategories of the four categories.' },
  { name: 'products', description: 'The catalogue, one’s own listings, pictures, flags.' },
  { name: 'two-factor', description: 'The second factor (TOTP and recovery codes).' },
  {
    name: 'waiting-list',
    description: 'The waiting list: products to review, claims while reviewing.',
  },
  { name: 'review', description: 'Approving, rejecting, undoing and resubmitting products.' },
  { name: 'banners', description: 'The home banners.' },
  { name: 'dashboard', description: 'The dashboard’s figures.' },
  { name: 'activity', description: 'The audit log.' },
  { name: 'search', description: 'The top bar’s search across users, products, subcategories.' },
  { name: 'events', description: 'The staff event stream (server-sent events).' },
  { name: 'presence', description: 'Who is on a shared screen (the waiting list).' },
  { name: 'settings', description: 'Settings any client may read.' },
  { name: 'files', description: 'Uploaded files: banners and product pictures.' },
]

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate requests, served as JSON at
 * /api/docs/json and browsable at /api/docs. Registered before the routes so it sees them all.
 * `test/openapi-lint.test.ts` lints it and builds a typed client from it (decision 044).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: the schemas are JSON Schema 2020-12, which is what zod emits.
      openapi: '3.1.0',
      info: {
        title: 'Rihla Admin API',
        description:
          'Back-office API of the Rihla marketplace. Errors are `{ message, code, details? }`: ' +
          '`message` is the English text, `code` its stable name (a key path of the ' +
          "contract's MESSAGES, e.g. `login.invalid`) for clients that show another language.",
        version: '1.0.0',
      },
      // The server that serves this document.
      servers: [{ url: '/' }],
      tags: TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: completeDocument,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page is as strict as the app (docs/security.md): scripts and styles from this
    // origin only, never framed. Swagger UI's own policy would allow framing by the same
    // origin, any https stylesheet and the validator badge's host; it needs none of them
    // (checked in Chromium: the page renders with no CSP violation).
    staticCSP: DOCS_CSP,
    // The badge would load an image from validator.swagger.io: off.
    uiConfig: { validatorUrl: null },
  })
}
