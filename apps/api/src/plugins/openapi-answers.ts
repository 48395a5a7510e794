import { IMAGE_TYPES } from '@rihla/contract/constants'
import { type ZodType, z } from 'zod'

// The answers, headers and parameters the operations of the OpenAPI document share, and what
// a route's own schema adds to its operation (decisions 044, 054).

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
export const errorResponses = {
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

/** What `completeDocument` adds to a route's operation (its errors, its versions). */
export type RouteNotes = {
  errors: ErrorStatus[]
  /** How it reads If-Match: checked when sent (412 declared), or needed (428 declared). */
  ifMatch?: 'optional' | 'required'
  etag: boolean
}

export type Response = {
  $ref?: string
  description?: string
  headers?: Record<string, unknown>
  content?: Record<string, { schema?: unknown }>
}

const VERSION_TEXT =
  'The version read (the `ETag` of the record\'s read or of the last save, e.g. `"3"`): a save from an older version answers 409 with the record as it is now in `current`; one that names no version, 412.'

/** The record's version, on reads and saves of a versioned record (decision 024). */
export const versionHeaders = {
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
export const ifMatchParameters = {
  IfMatch: ifMatchParameter(false),
  IfMatchRequired: ifMatchParameter(true),
}

/**
 * A versioned route's `If-Match` (declared once, required where 428 answers without it), the
 * `ETag` of its success answers, and its 409 typed: `current` is the record it answers, with
 * its `version`.
 */
export function documentVersions(
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
export function documentFiles(operation: Record<string, unknown>) {
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
