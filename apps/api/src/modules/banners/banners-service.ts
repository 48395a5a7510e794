import { randomUUID } from 'node:crypto'
import type { Banner } from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { count, desc, eq } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { banners } from '../../db/schema'
import { recordAudit } from '../../lib/audit'
import { badRequest, notFound } from '../../lib/http-errors'
import { processImage } from '../../lib/images'
import type { UploadedFile } from '../../lib/multipart'

const toBanner = (ctx: AppContext, row: typeof banners.$inferSelect): Banner => ({
  id: row.id,
  url: ctx.storage.url(row.fileKey),
  createdAt: row.createdAt.toISOString(),
})

/** Newest first, with the real total for the pager (the seed derived it from the page). */
export async function listBanners(ctx: AppContext, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(banners)
      .orderBy(desc(banners.createdAt), desc(banners.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ n: count() }).from(banners),
  ])
  return { banners: rows.map((r) => toBanner(ctx, r)), total: total?.n ?? 0 }
}

export async function addBanner(ctx: AppContext, actorId: number, file: UploadedFile | undefined) {
  if (!file) throw badRequest(MESSAGES.banner.required)
  // Banners are shown wide and never as thumbnails: one size is enough.
  const [image] = await processImage(file.data, MESSAGES.banner.notImage, [1920])
  if (!image) throw new Error('image pipeline returned nothing')
  const key = `banners/${randomUUID()}.webp`
  await ctx.storage.put(key, image)
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(banners).values({ fileKey: key }).returning()
      if (!row) throw new Error('insert returned no row')
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

/** Deletes the row, then its file once the deletion is committed. */
export async function removeBanner(ctx: AppContext, actorId: number, id: number) {
  const key = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning()
    if (!row) throw notFound(MESSAGES.banner.notFound)
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
