import type { MessageCode } from '@rihla/contract/message-codes'
import type { FastifyRequest } from 'fastify'
import type { AppContext, AuthUser } from '../context'
import { tooManyRequests } from '../lib/http-errors'
import type { UploadedFile } from '../lib/multipart'
import type { LimitRule } from '../lib/rate-limiter'

/**
 * Route hooks counting costly work per user before the body is read (decision 015): uploads
 * (a decode and a re-encode each), `UPLOAD_MAX_PER_USER` per `UPLOAD_WINDOW_SECONDS`, and
 * changes of listings (each queues the listing's signals, decision 053),
 * `PRODUCT_CHANGE_MAX_PER_USER` per `PRODUCT_CHANGE_WINDOW_SECONDS`; then a 429 with
 * Retry-After.
 */
export function limitUploads(ctx: AppContext) {
  return async (request: FastifyRequest) => countUpload(ctx, request.user)
}

export function limitProductChanges(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const { id } = request.user
    const rule = ctx.config.limits.productChange
    await take(ctx, `product-change:user:${id}`, rule, 'product.tooManyChanges')
  }
}

/**
 * `each` for every file of a request of several (a decode and a re-encode each), counting
 * each file after the first (which `limitUploads` counted) as one more upload, before `each`.
 */
export function eachUploadCounted<T>(
  ctx: AppContext,
  user: AuthUser,
  each: (file: UploadedFile) => Promise<T>,
) {
  let files = 0
  return async (file: UploadedFile) => {
    files += 1
    if (files > 1) await countUpload(ctx, user)
    return each(file)
  }
}

function countUpload(ctx: AppContext, user: AuthUser) {
  const rule = ctx.config.limits.upload
  return take(ctx, `upload:user:${user.id}`, rule, 'generic.tooManyUploads')
}

async function take(ctx: AppContext, key: string, rule: LimitRule, code: MessageCode) {
  const attempt = await ctx.limiter.reserve([{ key, rule }])
  if (!attempt.ok) throw tooManyRequests(code, attempt.retryAfter)
}
