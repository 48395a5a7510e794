import { z } from 'zod'
import { MESSAGES } from './messages'
import { pageMetaSchema, pageQuerySchema, pageResponseSchema } from './pagination'
import { PRODUCT_STATUSES, productSchema, REJECTION_REASONS } from './products'

/** At most this many characters in an appeal's message. */
export const APPEAL_MESSAGE_MAX = 1000

export const APPEAL_STATUSES = ['open', 'decided'] as const
export type AppealStatus = (typeof APPEAL_STATUSES)[number]

/** Uphold keeps the rejection, final for the version rejected; overturn publishes the listing. */
export const APPEAL_OUTCOMES = ['uphold', 'overturn'] as const
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number]

/** The body of `POST /api/products/{id}/appeal`: why the decision should change. */
export const appealBodySchema = z
  .object({
    message: z
      .string({ error: MESSAGES.appeal.message })
      .trim()
      .min(1, { error: MESSAGES.appeal.message })
      .max(APPEAL_MESSAGE_MAX, { error: MESSAGES.appeal.messageTooLong })
      .describe('Why the decision should change, in the seller’s words (1 to 1000 characters).'),
  })
  .strict()
export type AppealBody = z.infer<typeof appealBodySchema>

/** An appeal as its seller reads it (the answer of `POST …/appeal`). */
export const appealSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  message: z.string(),
  createdAt: z.string(),
  /** The outcome once decided; absent while open. */
  outcome: z.enum(APPEAL_OUTCOMES).optional(),
  /** The deciding reviewer's note to the seller, when they wrote one. */
  note: z.string().nullable().optional(),
  decidedAt: z.string().optional(),
})
export type Appeal = z.infer<typeof appealSchema>

/**
 * The statement of reasons of a rejection (decision 057): the decision, the facts, the ground,
 * whether automated signals were on the listing, and how to seek redress. The decider is named
 * only as "a moderator": a seller never learns who reviewed them.
 */
export const statementSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  reason: z.enum(REJECTION_REASONS),
  note: z.string().nullable(),
  /** The version of the listing the rejection was made on. */
  version: z.number().int(),
  /** Whether a duplicate or risk signal was on the listing when it was rejected. */
  signals: z.boolean(),
  decidedBy: z.literal('a moderator'),
  decidedAt: z.string(),
  /** How to appeal: the route, and until when (APPEAL_WINDOW_DAYS after the rejection). */
  appeal: z.object({
    how: z.literal('POST /api/products/{id}/appeal'),
    until: z.string(),
    /** Whether an appeal can still be made: within the window and not appealed yet. */
    open: z.boolean(),
  }),
  /** The appeal made against this rejection, if any, with its outcome once decided. */
  appealed: appealSchema.nullable(),
})
export type Statement = z.infer<typeof statementSchema>

/** `GET /api/appeals`: open (the queue, oldest first) or decided (newest first). */
export const appealListQuerySchema = pageQuerySchema(10).extend({
  status: z.enum(APPEAL_STATUSES).default('open'),
})
export type AppealListQuery = z.infer<typeof appealListQuerySchema>

/** An appeal as staff read it: the seller's message, the statement, the listing now. */
export const appealListItemSchema = appealSchema.extend({
  statement: statementSchema,
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(PRODUCT_STATUSES),
    /** The listing's version now: what a decision names in `If-Match`. */
    version: z.number().int(),
    thumbnailUrl: z.string().nullable(),
  }),
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The moderator who rejected it (staff see names; the seller never does). */
  rejectedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Whether the caller may decide it: not the one who rejected (four eyes), and still open. */
  mayDecide: z.boolean(),
})
export type AppealListItem = z.infer<typeof appealListItemSchema>
export const appealListResponseSchema = pageResponseSchema(appealListItemSchema)
export type AppealListResponse = z.infer<typeof appealListResponseSchema>

/** `POST /api/appeals/{id}/decision`. */
export const appealDecisionBodySchema = z
  .object({
    outcome: z
      .enum(APPEAL_OUTCOMES)
      .describe('`overturn` publishes the listing; `uphold` keeps it rejected.'),
    note: z
      .string()
      .trim()
      .max(500)
      .transform((note) => (note === '' ? undefined : note))
      .optional()
      .describe('A word to the seller, mailed with the outcome (at most 500 characters).'),
  })
  .strict()
export type AppealDecisionBody = z.infer<typeof appealDecisionBodySchema>

/** What a staff member is told of (decision 057). */
export const NOTIFICATION_KINDS = ['appeal', 'resubmitted', 'signal'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const notificationSchema = z.object({
  id: z.number().int(),
  /** `appeal`: an appeal waits; `resubmitted`: a listing one rejected came back; `signal`: a signal on a listing one holds. */
  kind: z.enum(NOTIFICATION_KINDS),
  productId: z.number().int(),
  appealId: z.number().int().nullable(),
  title: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
})
export type Notification = z.infer<typeof notificationSchema>

/** At most this many notifications in `GET /api/notifications` (the newest). */
export const NOTIFICATIONS_SHOWN = 30

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  /** Unread notifications in all (the bell's count), not only those shown. */
  unread: z.number().int(),
})
export type NotificationList = z.infer<typeof notificationListSchema>

/** `POST /api/notifications/read`: some by id, or all of one's notifications. */
export const notificationReadBodySchema = z.union([
  z.object({ ids: z.array(z.number().int().min(1)).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
])
export type NotificationReadBody = z.infer<typeof notificationReadBodySchema>

/** One's own listing (`GET /api/products/mine`): with the statement of its rejection, if any. */
export const myProductSchema = productSchema.extend({
  statement: statementSchema.nullable().default(null),
})
export type MyProduct = z.infer<typeof myProductSchema>
export const myProductListResponseSchema = z
  .object({ products: z.array(myProductSchema) })
  .extend(pageMetaSchema.shape)
export type MyProductListResponse = z.infer<typeof myProductListResponseSchema>
