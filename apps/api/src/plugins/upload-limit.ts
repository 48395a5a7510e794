import { MESSAGES } from '@rihla/contract/messages'
import type { FastifyRequest } from 'fastify'
import type { AppContext } from '../context'
import { tooManyRequests } from '../lib/http-errors'
import { requireUser } from './authorization'

/**
 * A route hook counting uploads per user before the body is read (an upload costs a decode and
 * a re-encode): `UPLOAD_MAX_PER_USER` per `UPLOAD_WINDOW_SECONDS`, then a 429 with Retry-After.
 */
export function limitUploads(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request)
    const attempt = await ctx.limiter.reserve([
      { key: `upload:user:${user.id}`, rule: ctx.config.limits.upload },
    ])
    if (!attempt.ok) throw tooManyRequests(MESSAGES.generic.tooManyUploads, attempt.retryAfter)
  }
}
