import type { Socket } from 'node:net'
import { MESSAGES } from '@rihla/contract/messages'

const m = MESSAGES.generic

/**
 * Answers what Node refuses before Fastify sees a request (a request or its headers too slow,
 * headers too large, bytes that are no HTTP) in our `{message}` shape, then closes the socket.
 * Fastify's default answers its own shape; the cases are the same.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', m.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', m.tooLarge]
        : [400, 'Bad Request', m.badRequest]
  const body = JSON.stringify({ message })
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
