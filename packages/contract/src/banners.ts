import { z } from 'zod'
import { PAGE_SIZES } from './constants'
import { MESSAGES } from './messages'
import { MAX_ID, pageQuerySchema } from './pagination'
import { imageFileSchema } from './uploads'

const bm = MESSAGES.banner

/** A banner as the seed's clients read it (`GET /api/banners`): this shape stays as it is. */
export const bannerSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
})
export type Banner = z.infer<typeof bannerSchema>

/** `POST /api/banners` and `PUT /api/banners/{id}/image` (multipart/form-data): the image. */
export const bannerFormSchema = z.object({ banner: imageFileSchema })

/** The total is in the X-Total-Count header; the body is a bare array, as the seed reads it. */
export const bannerListQuerySchema = pageQuerySchema(PAGE_SIZES.banners).pick({
  page: true,
  limit: true,
})
export const bannerListResponseSchema = z.array(bannerSchema)
export const TOTAL_COUNT_HEADER = 'x-total-count'

/** The longest link address kept (browsers and proxies cut longer URLs anyway). */
export const BANNER_URL_MAX = 2048

/** The most banners one reorder may name (a sanity bound: the home page shows a handful). */
export const BANNER_ORDER_MAX = 1000

/** True for an absolute address with the https: protocol and a host (the only links kept). */
export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

const productIdSchema = z
  .number({ error: bm.link })
  .int({ error: bm.link })
  .min(1, { error: bm.link })
  .max(MAX_ID, { error: bm.link })

const linkUrlSchema = z
  .string({ error: bm.link })
  .trim()
  .max(BANNER_URL_MAX, { error: bm.link })
  .refine(isHttpsUrl, { error: bm.link })

/**
 * Where a banner leads: a product of the catalogue (`{productId}`, which must be approved) or an
 * https address (`{url}`); null for none.
 */
export const bannerLinkSchema = z
  .union(
    [z.object({ productId: productIdSchema }).strict(), z.object({ url: linkUrlSchema }).strict()],
    { error: bm.link },
  )
  .nullable()
export type BannerLink = z.infer<typeof bannerLinkSchema>

/**
 * Where a banner is now: shown (`live`), waiting for its start (`scheduled`), past its end
 * (`ended`), or switched off (`inactive`, whatever its schedule says).
 */
export const BANNER_STATES = ['live', 'scheduled', 'ended', 'inactive'] as const
export type BannerState = (typeof BANNER_STATES)[number]

/**
 * A banner's state at `now`: the one rule, read by the server (`GET /api/banners` shows the
 * `live` ones) and by the screens (a badge that turns as the clock passes a bound). The start
 * is inclusive, the end exclusive.
 */
export function bannerStateAt(
  banner: { active: boolean; activeFrom: string | null; activeTo: string | null },
  now: number,
): BannerState {
  if (!banner.active) return 'inactive'
  if (banner.activeFrom !== null && Date.parse(banner.activeFrom) > now) return 'scheduled'
  if (banner.activeTo !== null && Date.parse(banner.activeTo) <= now) return 'ended'
  return 'live'
}

/** A banner as staff manage it (`GET /api/banners/all`, the edits' answers). */
export const adminBannerSchema = bannerSchema.extend({
  link: bannerLinkSchema,
  /** The linked product's title; null without a product link, or once that product is gone. */
  productTitle: z.string().nullable(),
  /** Its place in the order, from 1 (the home page shows the live ones in this order). */
  position: z.number().int(),
  /** When it starts and stops being shown (ISO 8601); null: no bound. */
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  /** Switched on; a switched-off banner is never shown, whatever its schedule. */
  active: z.boolean(),
  /** Its state when the server answered (`bannerStateAt`). */
  state: z.enum(BANNER_STATES),
  /** Bumped by each change of this banner (PATCH, image): its ETag, sent back in If-Match. */
  version: z.number().int(),
})
export type AdminBanner = z.infer<typeof adminBannerSchema>
export const adminBannerListSchema = z.array(adminBannerSchema)

const instantSchema = z.iso
  .datetime({ offset: true, error: bm.date })
  .refine((value) => Number.isFinite(Date.parse(value)), { error: bm.date })
  .nullable()

/**
 * `PATCH /api/banners/{id}`: any of these; unknown fields are refused. A schedule whose end
 * is not after its start is refused, here when both come together and on the server against
 * the stored bound otherwise.
 */
export const bannerEditBodySchema = z
  .object({
    link: bannerLinkSchema.optional(),
    /** Move it to this place (from 1; past the end: last); the others shift to make room. */
    position: z
      .number({ error: bm.position })
      .int({ error: bm.position })
      .min(1, { error: bm.position })
      .max(MAX_ID, { error: bm.position })
      .optional(),
    activeFrom: instantSchema.optional(),
    activeTo: instantSchema.optional(),
    active: z.boolean({ error: bm.active }).optional(),
  })
  .strict()
  .refine((body) => scheduleIsOrdered(body.activeFrom ?? null, body.activeTo ?? null), {
    error: bm.schedule,
    path: ['activeTo'],
  })
export type BannerEditBody = z.input<typeof bannerEditBodySchema>
export type BannerEdit = z.infer<typeof bannerEditBodySchema>

/** A schedule with both bounds must end after it starts (the database checks it too). */
export function scheduleIsOrdered(from: string | null, to: string | null): boolean {
  return from === null || to === null || Date.parse(to) > Date.parse(from)
}

/**
 * `PUT /api/banners/order`: every banner's id once, in the new order. One request for a whole
 * drag or keyboard move, so the order changes at once or not at all.
 */
export const bannerOrderBodySchema = z
  .object({
    ids: z
      .array(
        z
          .number({ error: bm.orderIds })
          .int({ error: bm.orderIds })
          .min(1, { error: bm.orderIds })
          .max(MAX_ID, { error: bm.orderIds }),
        { error: bm.orderIds },
      )
      .min(1, { error: bm.orderIds })
      .max(BANNER_ORDER_MAX, { error: bm.orderIds })
      .refine((ids) => new Set(ids).size === ids.length, { error: bm.orderIds }),
  })
  .strict()
export type BannerOrderBody = z.infer<typeof bannerOrderBodySchema>
