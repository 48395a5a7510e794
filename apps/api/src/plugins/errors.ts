import type { ErrorResponse } from '@rihla/contract/errors'
import type { MessageText } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { codeOf, HttpError } from '../lib/http-errors'
import { setSecurityHeaders } from './security'

const m = MESSAGES.generic

/** Fastify's own client errors, mapped to the product's messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: MessageText }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: m.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: m.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: m.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: m.unsupportedType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: m.badRequest },
  // Every upload is an image, so a file over the limit gets the seed's image wording.
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: MESSAGES.banner.tooLarge },
  FST_PARTS_LIMIT: { status: 413, message: m.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: m.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: m.tooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: m.unsupportedType },
}

type Known = { status: number; message: MessageText }
const integrity = MESSAGES.integrity

/** Database errors that can only come from a request the database refused, not a bug. */
const PG_CLIENT_ERRORS: Record<string, Known> = {
  '23505': { status: 409, message: integrity.duplicate },
  '23503': { status: 409, message: integrity.missingReference },
  '23514': { status: 400, message: integrity.outOfRange },
  '23502': { status: 400, message: integrity.missingValue },
  '22P02': { status: 400, message: m.badRequest },
  '22003': { status: 400, message: m.badRequest },
  // Text PostgreSQL cannot store: a NUL character (found by the fuzzer, test/fuzz/), bad UTF-8.
  '22021': { status: 400, message: m.badRequest },
  '22P05': { status: 400, message: m.badRequest },
}

/** A CHECK the schemas also state, answered with the rule's own message (schema.ts names). */
const PG_CONSTRAINTS: Record<string, Known> = {
  products_price_check: { status: 400, message: MESSAGES.product.priceInvalid },
  products_category_check: { status: 400, message: MESSAGES.product.category },
  subcategories_category_check: { status: 400, message: MESSAGES.subcategory.category },
  ratings_range_check: { status: 400, message: MESSAGES.rating.invalid },
}

type PgError = { code?: unknown; constraint?: unknown; detail?: unknown }

function knownPgError(e: PgError): Known | undefined {
  if (typeof e.code !== 'string') return undefined
  const byName = typeof e.constraint === 'string' ? PG_CONSTRAINTS[e.constraint] : undefined
  if (byName && e.code === '23514') return byName
  // A foreign key fails both ways: a missing parent, or a parent whose children remain.
  if (e.code === '23503' && typeof e.detail === 'string' && /still referenced/.test(e.detail)) {
    return { status: 409, message: integrity.stillReferenced }
  }
  return PG_CLIENT_ERRORS[e.code]
}

/** The client error behind a database failure, looked for through drizzle's wrapping too. */
function pgClientError(error: unknown) {
  for (const e of causes(error)) {
    const known = e && typeof e === 'object' ? knownPgError(e as PgError) : undefined
    if (known) return known
  }
  return undefined
}

/** The JSON of an error answer: the English text and its code (http-errors.ts `codeOf`). */
export function errorBody(status: number, message: string, details?: string[]): ErrorResponse {
  return { message, code: codeOf(message, status), ...(details ? { details } : {}) }
}

/** One error handler: `{message, code, details?}` JSON; 5xx messages are logged, never shown. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
        ...(error.current ? { current: error.current } : {}),
      } satisfies ErrorResponse)
    }
    if (error.validation) {
      const details = error.validation.map((v) => v.message ?? m.badRequest)
      return reply.status(400).send(errorBody(400, details[0] ?? m.badRequest, details))
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code]
    if (known) return reply.status(known.status).send(errorBody(known.status, known.message))
    const pgKnown = pgClientError(error)
    if (pgKnown)
      return reply.status(pgKnown.status).send(errorBody(pgKnown.status, pgKnown.message))
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.status(503).send(errorBody(503, m.unavailable))
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
      return reply.status(status).send(errorBody(status, m.internal))
    }
    return reply.status(status).send(errorBody(status, error.message || m.badRequest))
  })

  app.setNotFoundHandler((_request, reply) => {
    // Never the path asked for: an echo is a reflection an attacker can shape.
    reply.status(404).send(errorBody(404, m.routeNotFound))
  })
}

/**
 * The database is away (down, restarting, unreachable): a 503 the client may retry, not a bug.
 * Drizzle wraps the driver's error, so the whole chain of causes is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    const message = e instanceof Error ? e.message : ''
    if (UNAVAILABLE_MESSAGE.test(message)) return true
  }
  return false
}

/** Network failures, and PostgreSQL's class 57 / 08 codes for a server going or not yet there. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '08000', // connection_exception
  '08001', // unable to establish
  '08003', // connection_does_not_exist
  '08006', // connection_failure
])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable/i

function* causes(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; current != null && depth < 5; depth++) {
    yield current
    if (current instanceof AggregateError) yield* current.errors
    current = (current as { cause?: unknown }).cause
  }
}

/**
 * Fastify's `frameworkErrors` (a broken URL, before any route), answered like every other error and
 * never echoing the URL.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  setSecurityHeaders(request, reply)
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  const status = tooLong ? 414 : 400
  return reply.status(status).send(errorBody(status, tooLong ? m.tooLarge : m.badRequest))
}
