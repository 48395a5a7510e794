import { type BannerEdit, scheduleIsOrdered } from '@rihla/contract/banners'
import type { AppContext } from '../../context'
import type { Tx } from '../../db/client'
import { recordAudit } from '../../lib/audit'
import { formError, httpError, stale } from '../../lib/http-errors'
import type { UploadedFile } from '../../lib/multipart'
import {
  type BannerRow,
  catalogueProductExists,
  lockBanner,
  lockBannerOrder,
  orderedIds,
  updateBannerRow,
  writeOrder,
} from './banners-repository'
import { listAdminBanners, loadAdminBanner, storeBannerImage } from './banners-service'

/** The banner locked for a change from version `expected`: 404 when gone, 409 when stale. */
async function lockAtVersion(ctx: AppContext, tx: Tx, id: number, expected: number) {
  const row = await lockBanner(tx, id)
  if (!row) throw httpError(404, 'banner.notFound')
  if (row.version !== expected) throw stale(await loadAdminBanner(ctx, tx, id))
  return row
}

type Values = {
  link: { productId: number } | { url: string } | null
  activeFrom: string | null
  activeTo: string | null
  active: boolean
}
type Field = keyof Values

const iso = (value: Date | null) => (value === null ? null : value.toISOString())
/** Dates compared as instants: `…T10:00:00+01:00` is `…T09:00:00.000Z`. */
const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString())

function valuesOf(row: BannerRow): Values {
  let link: Values['link'] = null
  if (row.linkProductId !== null) link = { productId: row.linkProductId }
  else if (row.linkUrl !== null) link = { url: row.linkUrl }
  return { link, activeFrom: iso(row.activeFrom), activeTo: iso(row.activeTo), active: row.active }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Moves `id` to `position` (from 1; past the end: last) and renumbers the others. */
async function moveTo(tx: Tx, id: number, position: number) {
  const all = await orderedIds(tx)
  const from = all.indexOf(id)
  const ids = all.filter((other) => other !== id)
  const to = Math.min(position, ids.length + 1) - 1
  if (from === to) return undefined
  ids.splice(to, 0, id)
  await writeOrder(tx, ids)
  return { before: from + 1, after: to + 1 }
}

/** Changes a banner's link, schedule, switch or place. */
export async function editBanner(
  ctx: AppContext,
  actorId: number,
  id: number,
  edit: BannerEdit,
  expected: number,
) {
  return ctx.db.transaction(async (tx) => {
    // The order lock before the row, as every change of the order takes them.
    if (edit.position !== undefined) await lockBannerOrder(tx)
    const row = await lockAtVersion(ctx, tx, id, expected)
    const was = valuesOf(row)
    const next: Values = {
      link: edit.link === undefined ? was.link : edit.link,
      activeFrom: edit.activeFrom === undefined ? was.activeFrom : instant(edit.activeFrom),
      activeTo: edit.activeTo === undefined ? was.activeTo : instant(edit.activeTo),
      active: edit.active ?? was.active,
    }
    const fields = (Object.keys(next) as Field[]).filter((field) => !same(was[field], next[field]))
    if (fields.includes('link') && next.link && 'productId' in next.link) {
      if (!(await catalogueProductExists(tx, next.link.productId))) {
        throw formError('banner.linkProduct')
      }
    }
    if (!scheduleIsOrdered(next.activeFrom, next.activeTo)) {
      throw formError('banner.schedule')
    }
    const moved = edit.position === undefined ? undefined : await moveTo(tx, id, edit.position)
    if (fields.length === 0 && !moved) {
      return { body: await loadAdminBanner(ctx, tx, id), version: row.version }
    }

    const version = await updateBannerRow(tx, id, {
      linkProductId: next.link && 'productId' in next.link ? next.link.productId : null,
      linkUrl: next.link && 'url' in next.link ? next.link.url : null,
      activeFrom: next.activeFrom === null ? null : new Date(next.activeFrom),
      activeTo: next.activeTo === null ? null : new Date(next.activeTo),
      active: next.active,
    })
    if (version === undefined) throw httpError(404, 'banner.notFound')
    const before: Record<string, unknown> = moved ? { position: moved.before } : {}
    const after: Record<string, unknown> = moved ? { position: moved.after } : {}
    for (const field of fields) {
      before[field] = was[field]
      after[field] = next[field]
    }
    await recordAudit(tx, {
      actorId,
      action: 'banner.update',
      entity: 'banner',
      entityId: id,
      before,
      after,
    })
    return { body: await loadAdminBanner(ctx, tx, id), version }
  })
}

/** Replaces a banner's image through the pipeline of its creation. */
export async function replaceBannerImage(
  ctx: AppContext,
  actorId: number,
  id: number,
  file: UploadedFile | undefined,
  expected: number,
) {
  const key = await storeBannerImage(ctx, file)
  let result: Awaited<ReturnType<typeof commitImage>>
  try {
    result = await commitImage(ctx, actorId, id, key, expected)
  } catch (error) {
    await ctx.storage.remove(key).catch(() => {})
    throw error
  }
  await ctx.storage.remove(result.oldKey).catch(() => {})
  return { body: result.banner, version: result.version }
}

function commitImage(ctx: AppContext, actorId: number, id: number, key: string, expected: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockAtVersion(ctx, tx, id, expected)
    const version = await updateBannerRow(tx, id, { fileKey: key })
    if (version === undefined) throw httpError(404, 'banner.notFound')
    await recordAudit(tx, {
      actorId,
      action: 'banner.image',
      entity: 'banner',
      entityId: id,
      before: { url: ctx.storage.url(row.fileKey) },
      after: { url: ctx.storage.url(key) },
    })
    return { banner: await loadAdminBanner(ctx, tx, id), version, oldKey: row.fileKey }
  })
}

/**
 * Puts the banners in the order of `ids`, every banner once: a list read before an add or delete is
 * refused (409) rather than guessed at.
 */
export async function reorderBanners(ctx: AppContext, actorId: number, ids: number[]) {
  return ctx.db.transaction(async (tx) => {
    await lockBannerOrder(tx)
    const current = await orderedIds(tx)
    const known = new Set(current)
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
      throw httpError(409, 'banner.orderStale')
    }
    if (!same(ids, current)) {
      await writeOrder(tx, ids)
      await recordAudit(tx, {
        actorId,
        action: 'banner.order',
        entity: 'banner',
        entityId: null,
        before: { ids: current },
        after: { ids },
      })
    }
    return listAdminBanners(ctx, tx)
  })
}
