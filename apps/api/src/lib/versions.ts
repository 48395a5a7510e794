import { MAX_ID } from '@rihla/contract/pagination'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { httpError } from './http-errors'

/**
 * Versions of records with a form (decision 024): a route with `etag: true` returns
 * `versioned({ body, version })` and its answer carries the version as ETag; a route listing 412
 * reads If-Match into `request.ifMatch`, and one listing 428 demands it. The same flags write
 * OpenAPI (plugins/openapi.ts), so what is documented is what runs.
 */
export const etag = (version: number) => `"${version}"`

/** `version` undefined: the record went in between, answered without an ETag. */
export type Versioned<T> = { body: T; version: number | undefined }
const VERSIONED = Symbol('versioned')

/** The answer of an `etag: true` route; typed as its body, which the hook sends. */
export function versioned<T>(answer: Versioned<T>): T {
  // The route's reply type is its body; the preSerialization hook below unwraps this.
  return Object.assign(answer, { [VERSIONED]: true }) as unknown as T
}

/** Whether a route reads If-Match, and whether it demands it (428 without one). */
export function ifMatchRule(schema: FastifySchema | undefined) {
  const errors: readonly number[] = schema?.errors ?? []
  return errors.includes(428) ? 'required' : errors.includes(412) ? 'optional' : undefined
}

export function registerVersions(app: FastifyInstance) {
  app.decorateRequest('ifMatch', undefined)
  app.addHook('preHandler', async (request) => {
    const rule = ifMatchRule(request.routeOptions.schema)
    if (!rule) return
    const header = request.headers['if-match']
    // The seed's DELETE reads it; its queue reject (`waiting=true`) demands it in the handler.
    const demanded = rule === 'required' && request.method !== 'DELETE'
    request.ifMatch = demanded ? requiredIfMatchVersion(header) : ifMatchVersion(header)
  })
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.schema?.etag || !isVersioned(payload)) return payload
    if (payload.version !== undefined) reply.header('etag', etag(payload.version))
    return payload.body
  })
}

const isVersioned = (payload: unknown): payload is Versioned<unknown> =>
  typeof payload === 'object' && payload !== null && VERSIONED in payload

/** Versions are PostgreSQL integers; a longer number names none this server wrote. */
const VERSION = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/
const MAX_VERSION = MAX_ID

/**
 * The version an If-Match names (`"3"`, `W/"3"` or `3`); undefined for no header or `*`.
 * Anything else (a list, a number no version can be, the header twice) is refused with 412:
 * ignoring it would save over a change the client never saw.
 */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? undefined : header
  if (value?.trim() === '*') return undefined
  const digits = value === undefined ? undefined : VERSION.exec(value)?.[1]
  const version = digits === undefined ? Number.NaN : Number(digits)
  if (!(version >= 1 && version <= MAX_VERSION)) {
    throw httpError(412, 'generic.versionUnreadable')
  }
  return version
}

/** A version that must be named: 428 without one. */
export function required(version: number | undefined): number {
  if (version === undefined) throw httpError(428, 'generic.versionRequired')
  return version
}

const requiredIfMatchVersion = (header: string | string[] | undefined) =>
  required(ifMatchVersion(header))
