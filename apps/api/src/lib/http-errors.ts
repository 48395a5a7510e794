import {
  type DetailValues,
  type MessageCode,
  type MessageParams,
  renderMessage,
  schemaCode,
  withDetails,
} from '@rihla/contract/message-codes'

type Extra = {
  details?: string[]
  headers?: Record<string, string>
  /** A stale save's record as it is now (`stale`). */
  current?: Record<string, unknown>
  /** zod's own wording, which has no code of ours, kept as the seed's clients see it. */
  message?: string
}

/** An error answered as `{message, code, details?}` (plugins/errors.ts); English renders the code. */
export class HttpError extends Error {
  readonly details?: string[]
  readonly headers?: Record<string, string>
  current?: Record<string, unknown>

  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    params: MessageParams = {},
    extra: Extra = {},
  ) {
    super(extra.message ?? renderMessage(code, params))
    this.name = 'HttpError'
    this.details = extra.details
    this.headers = extra.headers
    this.current = extra.current
  }
}

/** @example throw httpError(404, 'product.notFound') */
export const httpError = (
  status: number,
  code: MessageCode,
  params?: MessageParams,
  extra?: Extra,
) => new HttpError(status, code, params, extra)

/** A 409 whose message names values (who, when), sent by name in `details` too. */
export function conflictWith<C extends MessageCode>(code: C, values: DetailValues<C>) {
  return new HttpError(409, code, values, { details: withDetails(code, values).details })
}

/** A save made from an old version (If-Match): 409 with the record as it is now. */
export const stale = (current: Record<string, unknown>) =>
  new HttpError(409, 'generic.stale', {}, { current })

export const tooManyRequests = (code: MessageCode, retryAfterSeconds: number) =>
  new HttpError(429, code, {}, { headers: { 'retry-after': String(retryAfterSeconds) } })

/** A 400 for refused input: every problem in `details`, the first one as the message. */
export function invalidInput(details: string[]): HttpError {
  const first = details[0]
  const code = (first && schemaCode(first)) || 'generic.badRequest'
  return new HttpError(400, code, {}, { details, ...(first ? { message: first } : {}) })
}

/** A form refused for one reason: a 400 with that reason as its only detail. */
export const formError = (code: MessageCode) =>
  new HttpError(400, code, {}, { details: [renderMessage(code)] })

/** An error and its causes (drizzle wraps the driver's error). */
export function* causes(error: unknown): Generator<unknown> {
  let current = error
  for (let depth = 0; current != null && depth < 5; depth++) {
    yield current
    if (current instanceof AggregateError) yield* current.errors
    current = (current as { cause?: unknown }).cause
  }
}
