import { MESSAGES } from '@rihla/contract/messages'
import type { FastifyError, FastifyInstance } from 'fastify'
import { HttpError } from '../lib/http-errors'

const m = MESSAGES.generic

/** Fastify's own client errors, mapped to the product's messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
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

/** Database errors that can only come from a request the database refused, not a bug. */
const PG_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists.' },
  '23503': { status: 409, message: 'This record is referenced by another one.' },
  '22P02': { status: 400, message: m.badRequest },
  '22003': { status: 400, message: m.badRequest },
}

/**
 * One error handler for the whole api: every failure leaves as `{message, details?}` JSON,
 * 4xx messages are the client's to read, 5xx messages are logged and never shown.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      })
    }
    if (error.validation) {
      const details = error.validation.map((v) => v.message ?? m.badRequest)
      return reply.status(400).send({ message: details[0] ?? m.badRequest, details })
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code]
    if (known) return reply.status(known.status).send({ message: known.message })
    const pgCode = (error as { code?: unknown }).code
    const pgKnown = typeof pgCode === 'string' ? PG_CLIENT_ERRORS[pgCode] : undefined
    if (pgKnown) return reply.status(pgKnown.status).send({ message: pgKnown.message })
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply.status(503).send({ message: m.unavailable })
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed')
      return reply.status(status).send({ message: m.internal })
    }
    return reply.status(status).send({ message: error.message || m.badRequest })
  })

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` })
  })
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  const message = error instanceof Error ? error.message : ''
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P03' ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  )
}
