import { randomUUID } from 'node:crypto'
import { type AdminBanner, type Banner, bannerStateAt } from '@rihla/contract/banners'
import type { AppContext } from '../../context'
import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { processImage } from '../../lib/images'
import type { UploadedFile } from '../../lib/multipart'
import {
  type AdminBannerRow,
  type BannerRow,
  deleteBannerRow,
  insertFirst,
  lockBannerOrder,
  readAdminBanners,
  readLiveBanners,
} from './banners-repository'

/** The seed's shape, and only it: `GET /api/banners` answers exactly these fields. */
const toBanner = (ctx: AppContext, row: BannerRow): Banner => ({
  id: row.id,
  url: ctx.storage.url(row.fileKey),
  createdAt: row.createdAt.toISOString(),
})

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

function linkOf(row: BannerRow): AdminBanner['link'] {
  if (row.linkProductId !== null) return { productId: row.linkProductId }
  if (row.linkUrl !== null) return { url: row.linkUrl }
  return null
}

export function toAdminBanner(ctx: AppContext, row: AdminBannerRow): AdminBanner {
  const schedule = {
    active: row.active,
    activeFrom: iso(row.activeFrom),
    activeTo: iso(row.activeTo),
  }
  return {
    ...toBanner(ctx, row),
    link: linkOf(row),
    productTitle: row.linkProductId === null ? null : row.productTitle,
    position: row.position,
    ...schedule,
    state: bannerStateAt(schedule, row.now),
    version: row.version,
  }
}

/** Every banner as staff manage it, in order, each with its state now. */
export async function listAdminBanners(ctx: AppContext, db: DbOrTx = ctx.db) {
  return (await readAdminBanners(db)).map((row) => toAdminBanner(ctx, row))
}

/** One banner as staff manage it; 404 when there is none. */
export async function loadAdminBanner(ctx: AppContext, db: DbOrTx, id: number) {
  const [row] = await readAdminBanners(db, id)
  if (!row) throw httpError(404, 'banner.notFound')
  return toAdminBanner(ctx, row)
}

/** The banners shown now, in order, with their total for the pager (the seed counted the page). */
export async function listBanners(ctx: AppContext, page: number, limit: number) {
  const { rows, total } = await readLiveBanners(ctx.db, page, limit)
  return { banners: rows.map((r) => toBanner(ctx, r)), total }
}

/** Stores the image through the pipeline at one size: banners are never thumbnails. */
export async function storeBannerImage(ctx: AppContext, file: UploadedFile | undefined) {
  if (!file) throw httpError(400, 'banner.required')
  const [image] = await processImage(file.data, 'banner.notImage', [1920])
  if (!image) throw new Error('image pipeline returned nothing')
  const key = `banners/${randomUUID()}.webp`
  await ctx.storage.put(key, image)
  return key
}

/** Adds a banner first in the order (the seed showed the newest first), switched on. */
export async function addBanner(ctx: AppContext, actorId: number, file: UploadedFile | undefined) {
  const key = await storeBannerImage(ctx, file)
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockBannerOrder(tx)
      const row = await insertFirst(tx, key)
      await recordAudit(tx, {
        actorId,
        action: 'banner.create',
        entity: 'banner',
        entityId: row.id,
      })
      return toBanner(ctx, row)
    })
  } catch (error) {
    await ctx.storage.remove(key).catch(() => {})
    throw error
  }
}

/** Deletes the row (the others close the gap), then its file once the deletion is committed. */
export async function removeBanner(ctx: AppContext, actorId: number, id: number) {
  const key = await ctx.db.transaction(async (tx) => {
    await lockBannerOrder(tx)
    const row = await deleteBannerRow(tx, id)
    if (!row) throw httpError(404, 'banner.notFound')
    await recordAudit(tx, {
      actorId,
      action: 'banner.delete',
      entity: 'banner',
      entityId: id,
      before: { url: ctx.storage.url(row.fileKey) },
    })
    return row.fileKey
  })
  await ctx.storage.remove(key).catch(() => {})
}
