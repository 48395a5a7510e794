import { z } from 'zod'
import { CATEGORY_CODES, categorySchema } from './categories'
import { LANGS, PAGE_SIZES } from './constants'
import { csvExportOptions } from './csv-export'
import { schemaMessage } from './message-codes'
import { MESSAGES } from './messages'
import {
  idTextSchema,
  MAX_ID,
  pageMetaSchema,
  pageQuerySchema,
  searchCountQuery,
} from './pagination'
import { SIGNAL_KINDS, signalFilterQuery, signalSchema } from './signals'
import { imageFileSchema } from './uploads'

/**
 * A listing waits (`pending`), is in the catalogue (`approved`), or was sent back to its owner
 * with a reason (`rejected`), which they may edit and resubmit.
 */
const pm = MESSAGES.product

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/**
 * Why a listing is rejected: preset reasons, each with its sentence in MESSAGES.rejection (and
 * so in the three languages); `other` needs a note.
 */
export const REJECTION_REASONS = [
  'incomplete_description',
  'wrong_category',
  'prohibited_content',
  'poor_photos',
  'duplicate',
  'unrealistic_price',
  'contact_details',
  'other',
] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

/** At most this many characters in a rejection's note. */
export const REJECTION_NOTE_MAX = 500

/** Someone named in an answer: a decision's author. */
const personSchema = z.object({ id: z.number().int(), name: z.string() })

/**
 * A listing's rejection as its owner and the moderator read it: the reason, the note, who and
 * when (`by` is null once that account is deleted).
 */
export const rejectionSchema = z.object({
  reason: z.enum(REJECTION_REASONS),
  note: z.string().nullable(),
  by: personSchema.nullable(),
  at: z.string(),
})
export type Rejection = z.infer<typeof rejectionSchema>

export const pictureSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** A small version for lists and previews (beyond the seed, which has only `url`). */
  thumbnailUrl: z.string().nullable(),
  /**
   * The list sizes as an `<img srcset>` (a 128 px square and the thumbnail, by width), so a
   * 40 px cell loads the square; absent for pictures stored before the square existed.
   */
  thumbnailSrcset: z.string().optional(),
})

/** At most this many pictures per listing; the first is its cover. */
export const PRODUCT_MAX_PICTURES = 10

/** A picture of a product in a path: `/api/products/{id}/pictures/{pictureId}`. */
export const pictureParamsSchema = z.object({
  id: idTextSchema,
  pictureId: idTextSchema,
})

/** A listing's pictures in their new order, the cover first: each of its pictures once. */
export const pictureOrderBodySchema = z
  .object({
    ids: z
      .array(z.number().int().min(1).max(MAX_ID), { error: pm.pictureOrder })
      .min(1, { error: pm.pictureOrder })
      .max(PRODUCT_MAX_PICTURES, { error: pm.pictureOrder })
      .refine((ids) => new Set(ids).size === ids.length, { error: pm.pictureOrder }),
  })
  .strict()
export type PictureOrderBody = z.infer<typeof pictureOrderBodySchema>

export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  location: z.string(),
  /** The wilaya number, as text, as the seed's clients read it. */
  wilaya: z.string(),
  category: categorySchema,
  subcategoryId: z.number().int(),
  description: z.string(),
  pictures: z.array(pictureSchema),
  averageRating: z.number().nullable(),
  isE: z.boolean(),
  isF: z.boolean(),
  isG: z.boolean(),
  isH: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /**
   * Why it was rejected: present while it is rejected, and while it waits again after its
   * owner resubmitted it (the moderator sees the earlier decision); null otherwise.
   */
  rejection: rejectionSchema.nullable(),
  /** Waiting again after a rejection, edited and sent back by its owner. */
  resubmitted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Product = z.infer<typeof productSchema>

/** A product's own columns, in the CSV's order: the API reads, maps and exports these. */
export const PRODUCT_FIELDS = [
  'id',
  'title',
  'price',
  'location',
  'wilaya',
  'category',
  'subcategoryId',
  'description',
  'status',
  'averageRating',
  'isE',
  'isF',
  'isG',
  'isH',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Product)[]
export type ProductField = (typeof PRODUCT_FIELDS)[number]

/** The answer to a decision (approve, reject): the product, and until when it can be undone. */
export const productDecisionResponseSchema = productSchema.extend({
  /** Until when `POST /api/products/{id}/undo` puts it back (ISO 8601, UNDO_WINDOW_SECONDS). */
  undoUntil: z.string(),
})
export type ProductDecisionResponse = z.infer<typeof productDecisionResponseSchema>

const noteSchema = z
  .string({ error: pm.rejectNote })
  .trim()
  .max(REJECTION_NOTE_MAX, {
    error: schemaMessage('generic.tooLong', { max: REJECTION_NOTE_MAX }),
  })
  // An empty note is no note: stored as null.
  .transform((note) => (note === '' ? undefined : note))
  .optional()

/** A rejection's reason and note; the note is required with `other`. */
export const rejectBodySchema = z
  .object({
    reason: z.enum(REJECTION_REASONS, { error: pm.rejectReason }),
    note: noteSchema,
  })
  .strict()
  .refine((body) => body.reason !== 'other' || body.note !== undefined, {
    error: pm.rejectNoteRequired,
    path: ['note'],
  })
export type RejectBody = z.input<typeof rejectBodySchema>
export type Reject = z.infer<typeof rejectBodySchema>

export const PRODUCT_SORT_KEYS = [
  'id',
  'title',
  'price',
  'category',
  'location',
  'createdAt',
  'averageRating',
] as const

const listFilters = {
  sort: z.enum(PRODUCT_SORT_KEYS).default('id'),
  category: categorySchema.optional(),
  wilaya: z.coerce.number().int().min(1).max(58).optional(),
  subcategoryId: idTextSchema.optional(),
}

/**
 * The products list: the catalogue (approved) unless `status` asks for the waiting or the
 * rejected listings, which needs `products.read`.
 */
export const productListQuerySchema = pageQuerySchema(PAGE_SIZES.products).extend({
  ...listFilters,
  ...searchCountQuery,
  status: z.enum(PRODUCT_STATUSES).optional(),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

/** The caller's own listings (`GET /api/products/mine`), any status unless one is asked. */
export const myProductsQuerySchema = productListQuerySchema
export type MyProductsQuery = z.infer<typeof myProductsQuerySchema>

/** The approval queue is served oldest first unless asked otherwise: nobody waits for ever. */
export const waitingListQuerySchema = pageQuerySchema(PAGE_SIZES.waitingProducts).extend({
  ...listFilters,
  ...searchCountQuery,
  ...signalFilterQuery,
  sort: z.enum(PRODUCT_SORT_KEYS).default('createdAt'),
})
export type WaitingListQuery = z.infer<typeof waitingListQuerySchema>

/** A CSV export: the list's search, filters and sort, every page at once. */
export const productExportQuerySchema = pageQuerySchema(PAGE_SIZES.products)
  .omit({ page: true, limit: true })
  .extend(listFilters)
  .extend({ status: z.enum(PRODUCT_STATUSES).optional() })
  .extend(csvExportOptions)
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>

/** The waiting list's export, oldest first by default like the list. */
export const waitingExportQuerySchema = productExportQuerySchema.omit({ status: true }).extend({
  ...signalFilterQuery,
  sort: z.enum(PRODUCT_SORT_KEYS).default('createdAt'),
})
export type WaitingExportQuery = z.infer<typeof waitingExportQuerySchema>

/** A page of products as the seed reads it: `products` with the page meta beside it. */
export const productListResponseSchema = z
  .object({ products: z.array(productSchema) })
  .extend(pageMetaSchema.shape)
export type ProductListResponse = z.infer<typeof productListResponseSchema>

/**
 * A listing of the approval queue as its list shows it: the product and who
 * submitted it, by name (null once that account is deleted). The details carry the rest
 * (`submitterSchema`).
 */
export const waitingListItemSchema = productSchema.extend({
  /** The version a decision on this row names (If-Match, or `version` in a bulk item). */
  version: z.number().int(),
  submitter: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** The kinds of its duplicate and risk signals, for the badge; empty: none. */
  signalKinds: z.array(z.enum(SIGNAL_KINDS)),
})
export type WaitingListItem = z.infer<typeof waitingListItemSchema>

/** A page of the approval queue: the products list's shape, each row with its submitter. */
export const waitingListResponseSchema = productListResponseSchema.extend({
  products: z.array(waitingListItemSchema),
})
export type WaitingListResponse = z.infer<typeof waitingListResponseSchema>

/** Prices are stored as numeric(12, 2): below ten billion, to the cent. */
const PRICE_LIMIT = 10_000_000_000

/** The price rounded half-up to the cent, as the number JavaScript parsed (1.005 is 1.00499…). */
const toCents = (n: number) => Number(n.toFixed(2))
const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: schemaMessage('generic.tooLong', { max }) })

/**
 * The text fields of the add-product form, in the seed's order of messages. Multipart sends
 * everything as text, so numbers are parsed here, with the seed's messages when they fail.
 */
export const productFieldsSchema = z.object({
  title: requiredText(pm.title, 200),
  price: z
    .string({ error: pm.priceRequired })
    .trim()
    .min(1, { error: pm.priceRequired })
    .transform(Number)
    .refine((n) => Number.isFinite(n) && n > 0 && n < PRICE_LIMIT, { error: pm.priceInvalid })
    // Stored with two decimals: the price is the one rounded to the cent, and 0.004, which
    // rounds to 0.00, is no price at all (nor 9999999999.995, which rounds past the limit).
    .transform(toCents)
    .refine((n) => n > 0 && n < PRICE_LIMIT, { error: pm.priceInvalid }),
  description: requiredText(pm.description, 5000),
  location: requiredText(pm.location, 200),
  wilaya: z
    .string({ error: pm.wilaya })
    .trim()
    .regex(/^\d{1,2}$/, { error: pm.wilaya })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 58, { error: pm.wilaya }),
  category: z.enum(CATEGORY_CODES, { error: pm.category }),
  subcategoryId: z
    .string({ error: pm.subcategory })
    .trim()
    .regex(/^\d{1,9}$/, { error: pm.subcategory })
    .transform(Number)
    .refine((n) => n >= 1, { error: pm.subcategory }),
})
export type ProductFields = z.infer<typeof productFieldsSchema>

/** `POST /api/products` (multipart/form-data): the add form's fields and its one picture. */
export const productFormSchema = productFieldsSchema.extend({ pictures: imageFileSchema })

/** `POST /api/products/{id}/pictures` (multipart/form-data): one or more pictures. */
export const picturesFormSchema = z.object({
  pictures: z.array(imageFileSchema).min(1).max(PRODUCT_MAX_PICTURES),
})

/** The fields an edit may change (`PATCH /api/products/{id}`), in the add form's order. */
export const PRODUCT_EDIT_FIELDS = [
  'title',
  'price',
  'description',
  'location',
  'wilaya',
  'category',
  'subcategoryId',
] as const
export type ProductEditField = (typeof PRODUCT_EDIT_FIELDS)[number]

// JSON sends numbers as numbers; the add form's rules read text (multipart), so a number is
// read as its text first: one set of rules and messages for both forms.
const asText = <T extends z.ZodType<unknown, string>>(schema: T, message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform(String).pipe(schema)
const f = productFieldsSchema.shape

/**
 * An edit of a product: any of the add form's fields, with its rules and messages
 * in its order; numbers as JSON numbers or as text. Unknown fields are refused.
 */
export const productEditBodySchema = z
  .object({
    title: f.title.optional(),
    price: asText(f.price, pm.priceRequired).optional(),
    description: f.description.optional(),
    location: f.location.optional(),
    wilaya: asText(f.wilaya, pm.wilaya).optional(),
    category: f.category.optional(),
    subcategoryId: asText(f.subcategoryId, pm.subcategory).optional(),
  })
  .strict()
export type ProductEditBody = z.input<typeof productEditBodySchema>
export type ProductEdit = z.infer<typeof productEditBodySchema>

/** What an edit changed, field by field, as the product's record stores it. */
export type ProductEditValues = Partial<Pick<ProductFields, ProductEditField>>

/**
 * What a change may send back to the queue as changed: the edit's fields and the pictures
 * (added, removed or reordered; their ids in order as approved).
 */
export const PRODUCT_CHANGE_FIELDS = [...PRODUCT_EDIT_FIELDS, 'pictures'] as const
export type ProductChangeField = (typeof PRODUCT_CHANGE_FIELDS)[number]

/**
 * What a 409 on a decision names as changed since the version reviewed (decision 052): the
 * edited fields and pictures, the four flags, the status.
 */
export const REVIEW_CHANGE_FIELDS = [...PRODUCT_CHANGE_FIELDS, 'flags', 'status'] as const
export type ReviewChangeField = (typeof REVIEW_CHANGE_FIELDS)[number]

/**
 * What its owner changed in an approved listing, which sent it back to the queue, or in a
 * listing while it waited: the fields and their values as last approved (or as submitted), so
 * the moderator sees them highlighted.
 */
export const productChangesSchema = z.object({
  fields: z.array(z.enum(PRODUCT_CHANGE_FIELDS)),
  /** Never approved: `before` holds the values as submitted (decision 052). */
  submitted: z.literal(true).optional(),
  before: z.object({
    /** The pictures' ids in their approved order. */
    pictures: z.array(z.number().int()).optional(),
    title: z.string().optional(),
    price: z.number().optional(),
    description: z.string().optional(),
    location: z.string().optional(),
    wilaya: z.string().optional(),
    category: categorySchema.optional(),
    subcategoryId: z.number().int().optional(),
  }),
})
export type ProductChanges = z.infer<typeof productChangesSchema>

/**
 * Who submitted a waiting listing, for the moderator: how to reach them, since when
 * they have an account, how their listings fared and why the last ones were rejected.
 */
export const submitterSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  approved: z.number().int(),
  rejected: z.number().int(),
  pending: z.number().int(),
  /** Their latest rejections, newest first (at most 3). */
  lastRejections: z.array(
    z.object({ reason: z.enum(REJECTION_REASONS), note: z.string().nullable(), at: z.string() }),
  ),
})
export type Submitter = z.infer<typeof submitterSchema>

/**
 * A waiting product's details: the product, what its owner changed (null: a new one), and who
 * submitted it (null once that account is deleted).
 */
export const waitingProductSchema = productSchema.extend({
  changes: productChangesSchema.nullable(),
  submitter: submitterSchema.nullable(),
  /** Its duplicate and risk signals, strongest first; dismissed pairs left out. */
  signals: z.array(signalSchema),
})
export type WaitingProduct = z.infer<typeof waitingProductSchema>

export const flagsBodySchema = z
  .object({
    isE: z.boolean(),
    isF: z.boolean(),
    isG: z.boolean(),
    isH: z.boolean(),
  })
  .strict()

export const rateBodySchema = z.object({
  productId: z.number({ error: MESSAGES.rating.productId }).int().min(1).max(MAX_ID),
  rating: z
    .number({ error: MESSAGES.rating.invalid })
    .int({ error: MESSAGES.rating.invalid })
    .min(1, { error: MESSAGES.rating.invalid })
    .max(5, { error: MESSAGES.rating.invalid }),
})

export const langQuerySchema = z.object({ lang: z.enum(LANGS).default('ar') })

export const wilayaListSchema = z.array(z.object({ number: z.number().int(), name: z.string() }))

/** At most this many products in one bulk approval or rejection. */
export const BULK_DECISION_MAX = 100

export const BULK_ACTIONS = ['approve', 'reject'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/**
 * `?takeOver=true` on a decision (`…/accept`, `…/reject`, `DELETE …/{id}`): decide a product
 * another moderator is reviewing, after asking. A query string carries text.
 */
export const takeOverQuerySchema = z.object({ takeOver: z.enum(['true', 'false']).optional() })
export type TakeOverQuery = z.infer<typeof takeOverQuerySchema>

/** A product as the decision on it saw it: its id and the version reviewed (decision 052). */
export const reviewedItemSchema = z
  .object({
    id: z.number().int().min(1).max(MAX_ID),
    version: z.number().int().min(1).max(MAX_ID),
  })
  .strict()
export type ReviewedItem = z.infer<typeof reviewedItemSchema>

/** The products of a bulk action: 1 to BULK_DECISION_MAX, each with the version reviewed. */
const bulkItemsSchema = z
  .array(reviewedItemSchema)
  .min(1, { error: MESSAGES.product.bulkEmpty })
  .max(BULK_DECISION_MAX, {
    error: schemaMessage('product.bulkTooMany', { max: BULK_DECISION_MAX }),
  })

/**
 * Approves or rejects several waiting products at once: all of them, or none; a product whose
 * version is not the one named answers 409 `product.bulkChanged`. A rejection gives one reason
 * (and note) for the whole selection, as the single reject does.
 */
export const bulkDecisionBodySchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    items: bulkItemsSchema,
    reason: z.enum(REJECTION_REASONS, { error: pm.rejectReason }).optional(),
    note: noteSchema,
  })
  .strict()
  .refine((body) => body.action !== 'reject' || body.reason !== undefined, {
    error: pm.rejectReason,
    path: ['reason'],
  })
  .refine((body) => body.reason !== 'other' || body.note !== undefined, {
    error: pm.rejectNoteRequired,
    path: ['note'],
  })
export type BulkDecisionBody = z.infer<typeof bulkDecisionBodySchema>

export const bulkDecisionResponseSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.number().int()),
  /** Each decided product with its version after the decision, which its undo names. */
  items: z.array(z.object({ id: z.number().int(), version: z.number().int() })),
  /** Until when each decided product can be undone (`POST …/{id}/undo`, ISO 8601). */
  undoUntil: z.string().nullable(),
  /** Products left undecided because another moderator is reviewing them. */
  skipped: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
})
export type BulkDecisionResponse = z.infer<typeof bulkDecisionResponseSchema>

/**
 * `POST /api/products/waiting-list/bulk/undo`: undoes one's decisions on several products at
 * once, all of them or none (the bulk decision's undo), with the single undo's rules; each
 * item names the version the decision answered.
 */
export const bulkUndoBodySchema = z.object({ items: bulkItemsSchema }).strict()
export type BulkUndoBody = z.infer<typeof bulkUndoBodySchema>
export const bulkUndoResponseSchema = z.object({ ids: z.array(z.number().int()) })
export type BulkUndoResponse = z.infer<typeof bulkUndoResponseSchema>

/**
 * A listing as it is now, in the 409 of a decision made on an older version (`current`):
 * the waiting details' product, its version and changes, and what changed since the version
 * named (`changed`; empty when older than the record of it).
 */
export const reviewConflictProductSchema = productSchema.extend({
  version: z.number().int(),
  changes: productChangesSchema.nullable(),
  changed: z.array(z.enum(REVIEW_CHANGE_FIELDS)),
})
export type ReviewConflictProduct = z.infer<typeof reviewConflictProductSchema>
/** The `current` of a bulk decision's 409: each listing that moved on. */
export const bulkConflictSchema = z.object({ products: z.array(reviewConflictProductSchema) })

/** The answer to a delete (or reject): it can be undone until `undoUntil` (ISO 8601). */
export const productDeletedResponseSchema = z.object({
  message: z.string(),
  undoUntil: z.string(),
})
export type ProductDeletedResponse = z.infer<typeof productDeletedResponseSchema>
