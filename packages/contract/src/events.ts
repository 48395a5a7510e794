import { z } from 'zod'

/**
 * What the staff event stream (`GET /api/events`, Server-Sent Events) sends, as `entity.verb`
 * like the audit log's actions, plus claims and counters. `counts.change` follows any change
 * that moves a dashboard figure (products or users), once per transaction.
 */
export const EVENT_TYPES = [
  'product.create',
  'product.flags',
  'product.update',
  'product.approve',
  'product.reject',
  'product.delete',
  'product.restore',
  'product.undo',
  'product.resubmit',
  /** A waiting listing's signals were (re)computed: `data.signalKinds`. */
  'product.signals',
  'product.signal-dismiss',
  'product.appeal',
  'product.appeal-uphold',
  'product.appeal-overturn',
  /** Something new for some staff member (`GET /api/notifications`): `data.userIds`. */
  'notification',
  'user.block',
  'user.unblock',
  'user.phone',
  'user.password',
  'user.invite',
  'user.role',
  'user.two-factor-reset',
  'user.two-factor-enable',
  'user.two-factor-disable',
  'user.two-factor-login',
  'user.data-request',
  'user.data-export',
  'user.erase',
  'subcategory.create',
  'subcategory.update',
  'subcategory.delete',
  'banner.create',
  'banner.delete',
  'banner.update',
  'banner.image',
  'banner.order',
  'claim.take',
  'claim.release',
  'counts.change',
] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** One event as the stream's `data:` line carries it; its `id:` line is `id` too. */
export const serverEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_TYPES),
  entityId: z.number().int().nullable(),
  /** Who made the change, with their name, so a screen can say "approved by …". */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A few fields of the change: a product's title and status, a claim's end. */
  data: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
})
export type ServerEvent = z.infer<typeof serverEventSchema>

/** A claim on a waiting product: who reviews it, until when (`GET …/waiting-list/claims`). */
export const claimSchema = z.object({
  productId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  expiresAt: z.string(),
})
export type Claim = z.infer<typeof claimSchema>
export const claimListSchema = z.array(claimSchema)

/** The body of `POST …/waiting-list/{id}/claim`: `takeOver` takes another moderator's claim. */
export const claimBodySchema = z.object({ takeOver: z.boolean().optional() }).optional()
export type ClaimBody = z.infer<typeof claimBodySchema>

/** How often the web renews a claim while its page is open and visible. */
export const CLAIM_RENEW_MS = 20_000

/**
 * The answer to taking or renewing a claim (`POST …/waiting-list/{id}/claim`): the claim, and
 * a release token, the one credential of `POST …/claim/release`. A tab that closes
 * releases its claims with `navigator.sendBeacon`, which cannot send an Authorization header:
 * the token, signed by the server, names the holder and the product and lasts as long as this
 * claim (`expiresAt`); it releases that holder's claim on that product and nothing else.
 */
export const claimTakenSchema = claimSchema.extend({
  releaseToken: z.string().describe('Signed; send it as the text/plain body of …/claim/release'),
})
export type ClaimTaken = z.infer<typeof claimTakenSchema>

/** The body of `POST …/waiting-list/{id}/claim/release`: the release token, as plain text. */
export const claimReleaseBodySchema = z
  .string()
  .min(1)
  .max(512)
  .describe('The releaseToken of the claim, as a text/plain body (what a beacon sends)')
