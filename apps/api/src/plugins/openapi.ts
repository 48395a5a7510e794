import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
// The contract's names and words for the document (decision 054), before any route is read.
import '@rihla/contract/api-docs'
import { PERMISSIONS } from '@rihla/contract/permissions'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { ifMatchRule } from '../lib/versions'
import {
  documentFiles,
  documentVersions,
  ERROR_ANSWERS,
  type ErrorStatus,
  errorResponses,
  ifMatchParameters,
  type Response,
  type RouteNotes,
  versionHeaders,
} from './openapi-answers'
import { addExamples, keepUsedSchemas } from './openapi-schemas'
import { API_GUIDE, TAGS } from './openapi-text'

export { ERROR_ANSWERS, type ErrorStatus, NO_CONTENT } from './openapi-answers'

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

/** An extension key that carries what a route gives from `transform` to `transformObject`. */
const ROUTE_KEY = 'x-rihla-route'

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

/** Staff powers over accounts (decision 055): said where a client reads the route. */
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
  // A path parameter that is not one of a fixed set names a record (or a file): it may not exist.
  const params = (schema.params as { properties?: Record<string, { enum?: unknown }> }) ?? {}
  const named = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '')
  if (named.some((name) => !params.properties?.[name]?.enum)) statuses.add(404)
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
  const ifMatch = ifMatchRule(input.schema)
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
      description: [schema.description, accessNote(access), stepUpNote(input.route.config)]
        .filter(Boolean)
        .join('\n\n'),
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

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate requests, served as JSON at
 * /api/docs/json and browsable at /api/docs. Registered before the routes so it sees them all.
 * `test/openapi-client.pglite.test.ts` lints it and runs a client generated from it
 * (decisions 044, 054).
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: the schemas are JSON Schema 2020-12, which is what zod emits.
      openapi: '3.1.0',
      info: {
        title: 'Rihla Admin API',
        description: API_GUIDE,
        version: '1.0.0',
      },
      // The server that serves this document.
      servers: [{ url: '/' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `accessToken` of `POST /api/auth/login` (see “Signing in” above).',
          },
        },
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
    // Operations linkable by their tag and id (`/api/docs#/review/patchProductsByIdAccept`).
    uiConfig: { validatorUrl: null, deepLinking: true },
  })
}
