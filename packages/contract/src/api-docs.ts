import { z } from 'zod'
import { activityEntrySchema } from './activity'
import { authResponseSchema, twoFactorChallengeSchema } from './auth'
import { adminBannerSchema, bannerLinkSchema, bannerSchema } from './banners'
import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from './constants'
import { errorResponseSchema } from './errors'
import { claimSchema, claimTakenSchema, serverEventSchema } from './events'
import { pageMetaSchema } from './pagination'
import {
  pictureSchema,
  productChangesSchema,
  productDecisionResponseSchema,
  productListResponseSchema,
  productSchema,
  rejectionSchema,
  submitterSchema,
  waitingListItemSchema,
  waitingListResponseSchema,
  waitingProductSchema,
} from './products'
import { sessionSchema } from './sessions'
import { signalSchema } from './signals'
import { staffMemberSchema } from './staff'
import { subcategoryPageSchema, subcategorySchema } from './subcategories'
import { imageFileSchema } from './uploads'
import { userListResponseSchema, userSchema } from './users'

/**
 * The API description's words for the contract's schemas: their names in
 * `components.schemas`, what each one and each property means, and which texts are instants
 * (decision 054). Kept here, beside the schemas but out of the web's bundle (the web never
 * imports it); the API imports it before it builds its OpenAPI document.
 */

type Meta = { description?: string; format?: string; type?: string; examples?: unknown[] }
type Words = string | Meta

/** Adds to a schema's metadata (what `.describe()` and `.meta()` set), keeping the rest. */
function note(schema: z.ZodType, words: Words & { id?: string }) {
  const meta = typeof words === 'string' ? { description: words } : words
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...meta })
}

/** An ISO 8601 instant (UTC), as every time in the API is written. */
export const instant = (description: string): Meta => ({ description, format: 'date-time' })

/** The object inside `.nullable()` / `.optional()` / `.array()`, whose properties are noted. */
function objectOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return objectOf(schema.unwrap() as z.ZodType)
  if (schema instanceof z.ZodArray) return objectOf(schema.element as z.ZodType)
  throw new Error('not an object schema')
}

/** Describes properties of an object schema, by key (a typo is a type error). */
export function describe<S extends z.ZodType>(
  schema: S,
  words: Partial<Record<keyof z.infer<S> & string, Words>>,
) {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>
  for (const [key, text] of Object.entries(words)) {
    const field = shape[key]
    if (!field || !text) throw new Error(`no property ${key}`)
    note(field, text as Words)
  }
}

/** Names a schema: it becomes `components.schemas[id]`, referred to wherever it is used. */
export function named(schema: z.ZodType, id: string, description: string) {
  note(schema, { id, description })
}

named(errorResponseSchema, 'ErrorResponse', 'The one error shape of every 4xx and 5xx answer.')
named(pageMetaSchema, 'PageMeta', 'Where a page stands in its list.')
named(
  pictureSchema,
  'Picture',
  'A picture of a listing, in the order shown (the first is the cover).',
)
named(rejectionSchema, 'Rejection', 'Why a listing was rejected, by whom and when.')
named(productSchema, 'Product', 'A listing: an offer of the marketplace.')
named(productListResponseSchema, 'ProductPage', 'A page of listings, with the page meta beside it.')
named(
  productDecisionResponseSchema,
  'ProductDecision',
  'A decided listing, until when it can be undone.',
)
named(
  waitingListItemSchema,
  'WaitingListItem',
  'A listing of the approval queue as its list shows it.',
)
named(waitingListResponseSchema, 'WaitingListPage', 'A page of the approval queue.')
named(
  waitingProductSchema,
  'WaitingProduct',
  'A waiting listing with what a moderator needs to decide.',
)
named(productChangesSchema, 'ProductChanges', 'What its owner changed in an approved listing.')
named(submitterSchema, 'Submitter', 'Who submitted a waiting listing, for the moderator.')
named(signalSchema, 'Signal', 'A duplicate or risk signal on a waiting listing.')
named(userSchema, 'User', 'An account.')
named(userListResponseSchema, 'UserPage', 'A page of accounts.')
named(staffMemberSchema, 'StaffMember', 'An admin or moderator, with their security state.')
named(subcategorySchema, 'Subcategory', 'A subcategory of one of the four categories.')
named(subcategoryPageSchema, 'SubcategoryPage', 'A page of subcategories.')
named(bannerSchema, 'Banner', 'A home banner as the public home page reads it.')
named(adminBannerSchema, 'AdminBanner', 'A home banner as staff manage it.')
named(
  bannerLinkSchema,
  'BannerLink',
  'Where a banner leads: a product, an https address, or nowhere.',
)
named(activityEntrySchema, 'ActivityEntry', 'One entry of the audit log.')
named(serverEventSchema, 'ServerEvent', 'One event of the staff stream (`GET /api/events`).')
named(claimSchema, 'Claim', 'Who is reviewing a waiting listing, until when.')
named(claimTakenSchema, 'ClaimTaken', 'A claim taken or renewed, with its release token.')
named(sessionSchema, 'Session', 'A signed-in session of the caller.')
named(authResponseSchema, 'AuthTokens', 'A signed-in session: its tokens and the role.')
named(twoFactorChallengeSchema, 'TwoFactorChallenge', 'A sign-in that needs its second factor.')

note(imageFileSchema, {
  type: 'string',
  format: 'binary',
  description: `An image file: ${IMAGE_TYPES.map((t) => t.replace('image/', '').toUpperCase()).join(', ')} (judged by its bytes), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
})
