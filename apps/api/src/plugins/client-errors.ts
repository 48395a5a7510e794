import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { MessageCode } from '@rihla/contract/message-codes'
import type { FastifyInstance } from 'fastify'
import { errorBody } from './errors'
import { securityHeaderPairs } from './security'

/** Node's parser codes for a request it could not read, and the answer each one gets. */
function answerFor(code: string | undefined): { status: number; code: MessageCode } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'generic.headersTooLarge' }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'generic.timeout' }
  return { status: 400, code: 'generic.badRequest' }
}

const cachedHeaders = new WeakMap<FastifyInstance, Array<[string, string]>>()
const headersOf = (app: FastifyInstance) => {
  let pairs = cachedHeaders.get(app)
  if (!pairs) {
    pairs = securityHeaderPairs(app)
    cachedHeaders.set(app, pairs)
  }
  return pairs
}

/** A whole HTTP/1.1 answer in the one shape of every error: `{message}` JSON, security headers. */
export function clientErrorResponse(app: FastifyInstance, code: string | undefined): string {
  const answer = answerFor(code)
  const body = JSON.stringify(errorBody(answer.code))
  const lines = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...headersOf(app).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/**
 * What Node's HTTP parser refuses never reaches Fastify: answered here in our error shape with our
 * headers, then the connection is closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  this.log.debug({ code: error.code }, 'client error')
  // As Node's own handler: an answer already under way on this connection cannot be followed
  // by another status line, so the connection just ends. (`_httpMessage` is that answer.)
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !current?.headersSent) socket.end(clientErrorResponse(this, error.code))
  else socket.destroy()
}
