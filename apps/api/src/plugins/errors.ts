import type { ErrorResponse } from '@rihla/contract/errors'
import { type MessageCode, renderMessage } from '@rihla/contract/message-codes'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { causes, HttpError, httpError, invalidInput } from '../lib/http-errors'
import { setSecurityHeaders } from './security'

type Known = { status: number; code: MessageCode }

const FASTIFY_CLIENT_ERRORS: Record<string, Known> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'generic.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'generic.invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'generic.tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'generic.unsupportedType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'generic.badRequest' },
  // Every upload is an image, so a file over the limit gets the seed's image wording.
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'banner.tooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'generic.tooLarge' },
  FST_FILES_LIMIT: { status: 413, code: 'generic.tooLarge' },
  FST_FIELDS_LIMIT: { status: 413, code: 'generic.tooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'generic.unsupportedType' },
}

/** Database errors that can only come from a request the database refused, not a bug. */
const PG_CLIENT_ERRORS: Record<string, Known> = {
  '23505': { status: 409, code: 'integrity.duplicate' },
  '23503': { status: 409, code: 'integrity.missingReference' },
  '23514': { status: 400, code: 'integrity.outOfRange' },
  '23502': { status: 400, code: 'integrity.missingValue' },
  '22P02': { status: 400, code: 'generic.badRequest' },
  '22003': { status: 400, code: 'generic.badRequest' },
  // Text PostgreSQL cannot store: a NUL character (found by the fuzzer, test/fuzz/), bad UTF-8.
  '22021': { status: 400, code: 'generic.badRequest' },
  '22P05': { status: 400, code: 'generic.badRequest' },
}

/** A CHECK the schemas also state, answered with the rule's own message (schema.ts names). */
const PG_CONSTRAINTS: Record<string, Known> = {
  products_price_check: { status: 400, code: 'product.priceInvalid' },
  products_category_check: { status: 400, code: 'product.category' },
  subcategories_category_check: { status: 400, code: 'subcategory.category' },
  ratings_range_check: { status: 400, code: 'rating.invalid' },
}

/** The general code of a status, for Fastify's own 4xx errors that have no code of ours. */
const STATUS_CODES: Partial<Record<number, MessageCode>> = {
  401: 'auth.tokenInvalid',
  403: 'auth.forbidden',
  404: 'generic.notFound',
  413: 'generic.tooLarge',
  414: 'generic.tooLarge',
  415: 'generic.unsupportedType',
}

type PgError = { code?: unknown; constraint?: unknown; detail?: unknown }

function knownPgError(e: PgError): Known | undefined {
  if (typeof e.code !== 'string') return undefined
  const byName = typeof e.constraint === 'string' ? PG_CONSTRAINTS[e.constraint] : undefined
  if (byName && e.code === '23514') return byName
  // A foreign key fails both ways: a missing parent, or a parent whose children remain.
  if (e.code === '23503' && typeof e.detail === 'string' && /still referenced/.test(e.detail)) {
    return { status: 409, code: 'integrity.stillReferenced' }
  }
  return PG_CLIENT_ERRORS[e.code]
}

function pgClientError(error: unknown) {
  for (const e of causes(error)) {
    const known = e && typeof e === 'object' ? knownPgError(e as PgError) : undefined
    if (known) return known
  }
  return undefined
}

/** The JSON of an error answer with no details: the English text of its code. */
export function errorBody(code: MessageCode): ErrorResponse {
  return { message: renderMessage(code), code }
}

function send(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers)
  return reply.status(error.statusCode).send({
    message: error.message,
    code: error.code,
    ...(error.details ? { details: error.details } : {}),
    ...(error.current ? { current: error.current } : {}),
  } satisfies ErrorResponse)
}

/** One error handler: `{message, code, details?}` JSON; 5xx messages are logged, never shown. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error)
    if (error.validation) {
      return send(reply, invalidInput(error.validation.map((v) => v.message ?? '')))
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code] ?? pgClientError(error)
    if (known) return send(reply, httpError(known.status, known.code))
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return send(reply, httpError(503, 'generic.unavailable'))
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
      return send(reply, httpError(status, 'generic.internal'))
    }
    const code = STATUS_CODES[status] ?? 'generic.badRequest'
    return send(reply, httpError(status, code, {}, { message: error.message || undefined }))
  })

  app.setNotFoundHandler((_request, reply) => {
    // Never the path asked for: an echo is a reflection an attacker can shape.
    reply.status(404).send(errorBody('generic.routeNotFound'))
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
  return send(
    reply,
    httpError(tooLong ? 414 : 400, tooLong ? 'generic.tooLarge' : 'generic.badRequest'),
  )
}
