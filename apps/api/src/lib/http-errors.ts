import {
  type ContractMessage,
  type DetailValues,
  type MessageCode,
  matchMessage,
  withDetails,
} from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'

/**
 * An error that becomes a `{message, code, details?}` answer with its status; see
 * plugins/errors.ts. The message is a text of the contract's MESSAGES (as written, or filled
 * in by `fillMessage`), so its code is found from it: a text added to MESSAGES has a code at
 * once, and a text written here by hand does not type-check.
 */
export class HttpError extends Error {
  readonly code: MessageCode
  /** A stale save's record as it is now (`stale`). */
  current?: Record<string, unknown>

  constructor(
    readonly statusCode: number,
    message: ContractMessage,
    readonly details?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
    this.code = codeOf(message, statusCode)
  }
}

/** The code of a text, or, for a text MESSAGES does not hold, the general one of its status. */
export function codeOf(text: string, statusCode: number): MessageCode {
  return matchMessage(text)?.code ?? statusCodes[statusCode] ?? fallbackCode(statusCode)
}

const statusCodes: Partial<Record<number, MessageCode>> = {
  401: 'auth.tokenInvalid',
  403: 'auth.forbidden',
  404: 'generic.notFound',
  413: 'generic.tooLarge',
  414: 'generic.tooLarge',
  415: 'generic.unsupportedType',
  503: 'generic.unavailable',
}

const fallbackCode = (statusCode: number): MessageCode =>
  statusCode >= 500 ? 'generic.internal' : 'generic.badRequest'

export const badRequest = (message: ContractMessage, details?: string[]) =>
  new HttpError(400, message, details)
export const unauthorized = (message: ContractMessage) => new HttpError(401, message)
export const forbidden = (message: ContractMessage) => new HttpError(403, message)
export const notFound = (message: ContractMessage) => new HttpError(404, message)
export const conflict = (message: ContractMessage, details?: string[]) =>
  new HttpError(409, message, details)
/** A 409 whose message names values (who, when), sent by name in `details` too (withDetails). */
export function conflictWith<C extends MessageCode>(code: C, values: DetailValues<C>) {
  const { message, details } = withDetails(code, values)
  return new HttpError(409, message, details)
}
/** A save made from an old version (If-Match): 409 with the record as it is now. */
export function stale(current: Record<string, unknown>) {
  const error = new HttpError(409, MESSAGES.generic.stale)
  error.current = current
  return error
}
export const gone = (message: ContractMessage) => new HttpError(410, message)
export const tooManyRequests = (message: ContractMessage, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) })

/**
 * A 400 for input the contract's schemas refused: every problem in `details`, the first one as
 * the message, with its code.
 */
export function invalidInput(details: string[]): HttpError {
  // The texts are the schemas' messages, MESSAGES texts; zod's own wording (a bound with no
  // message of ours) is kept as the seed's clients see it, with the code generic.badRequest.
  const message = (details[0] ?? MESSAGES.generic.badRequest) as ContractMessage
  return new HttpError(400, message, details)
}
