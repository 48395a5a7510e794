import type { MessageCode } from '@rihla/contract/message-codes'

/**
 * A failed API call: the HTTP status (0 when the server could not be reached), its message in
 * the active language and, from the server, the message's code (`user.selfBlock`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    message: string,
    readonly details?: string[],
    /** True when `message` is the server's own text rather than our generic fallback. */
    readonly fromServer = false,
    readonly code?: MessageCode,
    /** A stale save's record as it is now (409 `generic.stale`, lib/versions.ts). */
    readonly current?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** The server's message for a failure, or `fallback` when the server did not send one. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/** No answer at all (status 0) or a server failure (5xx): nothing the user typed is at fault. */
export function isServerUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}
