import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
// The contract's names and words for the document (decision 054), before any route is read.
import '@rihla/contract/api-docs'
import { IMAGE_TYPES } from '@rihla/contract/constants'
import { PERMISSIONS } from '@rihla/contract/permissions'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'
import { addExamples, keepUsedSchemas } from './openapi-schemas'

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
    text: "Not allowed: the role lacks the route's permission, the account is blocked, or a second factor must be set up first.",
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
    /**
     * Its success answer carries the record's version as `ETag` (lib/versions.ts), which a
     * save sends back in `If-Match`; documented as the answer's header.
     */
    etag?: true
    /**
     * A multipart/form-data body the handler reads as it streams (lib/multipart.ts), so never
     * validated by Fastify: documented from this contract schema as the request body.
     */
    form?: ZodType
  }
}

/** The answer of a route that answers 204 with no body. */
export const NO_CONTENT = { 204: z.undefined().describe('Done: no body.') }

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

/** An extension key that carries what a route gives from `transform` to `transformObject`. */
const ROUTE_KEY = 'x-rihla-route'

/** What `completeDocument` adds to a route's operation (its errors, its versions). */
type RouteNotes = {
  errors: ErrorStatus[]
  /** How it reads If-Match: checked when sent (412 declared), or needed (428 declared). */
  ifMatch?: 'optional' | 'required'
  etag: boolean
}

/**
 * `/api/health/` -> `/api/health`, Fastify's `:id` -> `{id}`, and a catch-all `/uploads/*`
 * -> `/uploads/{path}`.
 */
export function documentPath(url: string): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    .replace(/\*$/, '{path}')
    .replace(/(.)\/$/, '$1')
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
  // A path parameter names a record (or a file): it may not exist.
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
  const form = input.schema?.form
  const output = jsonSchemaTransform({
    ...input,
    // An upload's form, as its body: documented, never validated (the handler reads it).
    schema: form ? { ...input.schema, body: form, form: undefined } : input.schema,
  } as Parameters<typeof jsonSchemaTransform>[0])
  const schema = (output.schema ?? {}) as Record<string, unknown> & {
    hide?: boolean
    description?: string
    errors?: readonly ErrorStatus[]
    etag?: true
  }
  if (schema.hide) return output
  const path = documentPath(input.url)
  const access = input.route.config?.access as Access
  const { errors = [], etag, ...documented } = schema
  // A route that refuses an unreadable If-Match (412) reads it; one that answers 428 needs it.
  const ifMatch = errors.includes(428) ? 'required' : errors.includes(412) ? 'optional' : undefined
  const notes: RouteNotes = {
    errors: errorStatuses(schema, access, path, errors),
    ...(ifMatch ? { ifMatch } : {}),
    etag: etag === true,
  }
  const wildcard = input.url.endsWith('*')
  return {
    url: path,
    schema: {
      ...documented,
      description: [schema.description, accessNote(access)].filter(Boolean).join('\n\n'),
      ...(access === 'public' ? { security: [] } : {}),
      // A route that sends files names their types (`produces`) and no schema: binary bodies.
      ...(!schema.response && Array.isArray(schema.produces)
        ? {
            response: {
              200: {
                description: 'The file, as stored.',
                content: Object.fromEntries(
                  schema.produces.map((type: string) => [
                    type,
                    { schema: { type: 'string', format: 'binary' } },
                  ]),
                ),
              },
            },
          }
        : {}),
      ...(wildcard && !schema.params
        ? {
            params: {
              type: 'object',
              properties: { path: { type: 'string', description: 'The rest of the path.' } },
              required: ['path'],
            },
          }
        : {}),
      [ROUTE_KEY]: notes,
    },
  }
}

type Response = {
  $ref?: string
  description?: string
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: unknown }>
}

const VERSION_TEXT =
  'The version read (the `ETag` of the record\'s read or of the last save, e.g. `"3"`): a save from an older version answers 409 with the record as it is now in `current`; one that names no version, 412.'

/** The record's version, on reads and saves of a versioned record (decision 024). */
const versionHeaders = {
  ETag: {
    description: 'The version of the record in the answer, e.g. `"3"`: send it back in `If-Match`.',
    schema: { type: 'string', pattern: '^"\\d+"$' },
  },
}

const ifMatchParameter = (required: boolean) => ({
  in: 'header',
  name: 'If-Match',
  required,
  description: required
    ? `Required (428 without it). ${VERSION_TEXT}`
    : `Checked when sent. ${VERSION_TEXT}`,
  schema: { type: 'string' },
  example: '"3"',
})
const ifMatchParameters = {
  IfMatch: ifMatchParameter(false),
  IfMatchRequired: ifMatchParameter(true),
}

/**
 * A versioned route's `If-Match` (declared once, required where 428 answers without it), the
 * `ETag` of its success answers, and its 409 typed: `current` is the record it answers, with
 * its `version`.
 */
function documentVersions(
  operation: Record<string, unknown>,
  responses: Record<string, Response>,
  notes: RouteNotes,
) {
  const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status))
  if (notes.etag) {
    for (const [, answer] of success) {
      answer.headers = { ...answer.headers, ETag: { $ref: '#/components/headers/ETag' } }
    }
  }
  if (!notes.ifMatch) return
  const parameters = ((operation.parameters ?? []) as { in?: string; name?: string }[]).filter(
    (p) => !(p.in === 'header' && p.name?.toLowerCase() === 'if-match'),
  )
  const name = notes.ifMatch === 'required' ? 'IfMatchRequired' : 'IfMatch'
  operation.parameters = [...parameters, { $ref: `#/components/parameters/${name}` }]
  const record = success[0]?.[1].content?.['application/json']?.schema
  if (!record || !notes.errors.includes(409)) return
  responses[409] = {
    description: ERROR_ANSWERS[409].text,
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/ErrorResponse' },
            {
              type: 'object',
              properties: {
                current: {
                  description: 'With `generic.stale`: the record as it is now, and its version.',
                  allOf: [
                    record,
                    {
                      type: 'object',
                      properties: { version: { type: 'integer', description: 'Its version now.' } },
                      required: ['version'],
                    },
                  ],
                },
              },
            },
          ],
        },
      },
    },
  }
}

/** The file parts of an upload's form take the images the server accepts (by their bytes). */
function documentFiles(operation: Record<string, unknown>) {
  const body = operation.requestBody as
    | { content?: Record<string, { schema?: { properties?: object }; encoding?: object }> }
    | undefined
  const form = body?.content?.['multipart/form-data']
  const files = Object.entries(form?.schema?.properties ?? {}).filter(([, property]) =>
    JSON.stringify(property).includes('"format":"binary"'),
  )
  if (!form || files.length === 0) return
  form.encoding = Object.fromEntries(
    files.map(([name]) => [name, { contentType: IMAGE_TYPES.join(', ') }]),
  )
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

/**
 * The whole document: each operation gets its operationId (unless the route names one) and
 * its error answers as references, the error shape and answers go in `components`.
 */
const completeDocument: SwaggerTransformObject = (input) => {
  // The contract's named schemas (decision 054) join `components.schemas`.
  const document = jsonSchemaTransformObject(
    input as Parameters<typeof jsonSchemaTransformObject>[0],
  ) as {
    paths?: Record<string, Record<string, Record<string, unknown> | undefined>>
    components?: Record<string, Record<string, unknown> | undefined>
  }
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      operation.operationId ??= operationIdOf(method, path)
      const notes = (operation[ROUTE_KEY] ?? { errors: [], etag: false }) as RouteNotes
      delete operation[ROUTE_KEY]
      const responses = (operation.responses ?? {}) as Record<string, Response>
      documentVersions(operation, responses, notes)
      documentFiles(operation)
      for (const status of notes.errors) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_ANSWERS[status].name}` }
      }
      responses['5XX'] ??= { $ref: '#/components/responses/ServerError' }
      operation.responses = responses
    }
  }
  const components = document.components ?? {}
  document.components = {
    ...components,
    responses: { ...components.responses, ...errorResponses },
    headers: { ...components.headers, ...versionHeaders },
    parameters: { ...components.parameters, ...ifMatchParameters },
  }
  const complete = keepUsedSchemas(document)
  addExamples(complete)
  return complete as ReturnType<SwaggerTransformObject>
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
