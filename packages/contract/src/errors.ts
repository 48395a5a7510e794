import { z } from 'zod'
import { MESSAGE_CODES } from './message-codes'

/**
 * The one error shape of every 4xx and 5xx answer. `message` is the English text (the seed's
 * wording, which its clients read); `code` names that text in MESSAGES (`login.invalid`), so
 * a client shows it in its own language; `details` lists every problem of a refused form.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(MESSAGE_CODES),
  details: z.array(z.string()).optional(),
  /** A stale save (409 `generic.stale`): the record as it is now, with its `version`. */
  current: z.record(z.string(), z.unknown()).optional(),
})
export type ErrorResponse = z.infer<typeof errorResponseSchema>
