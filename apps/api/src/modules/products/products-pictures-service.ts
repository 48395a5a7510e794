import { randomUUID } from 'node:crypto'
import { PRODUCT_MAX_PICTURES } from '@rihla/contract/products'
import type { AppContext, AuthUser } from '../../context'
import { formError, httpError } from '../../lib/http-errors'
import { processImage } from '../../lib/images'
import { thenWake } from '../../lib/jobs'
import type { UploadedFile } from '../../lib/multipart'
import { PICTURE_ENCODINGS, type PictureKeys, pictureKeys } from './picture-sizes'
import { lockForChange, writeChange } from './products-edit-service'
import {
  appendPictures,
  deletePicture,
  listPictures,
  pictureFileKeys,
  setPictureOrder,
} from './products-pictures-repository'

/**
 * A listing's pictures (decision 041): added, removed and put in order by
 * whoever may edit the product, each change one version bump and one audit entry
 * `product.update` with `pictures` (their ids in order) before and after; an owner's change
 * of an approved listing sends it back to the queue as changed, as an edit does.
 */

export const tooManyPictures = () =>
  httpError(409, 'product.tooManyPictures', { max: PRODUCT_MAX_PICTURES })

/** A picture encoded by the image pipeline, not stored yet. */
export type EncodedPicture = { display: Buffer; thumbnail: Buffer; small: Buffer }

/** Checks an upload's bytes and encodes it (WebP: the picture, its thumbnail, its square). */
export async function encodePicture(file: UploadedFile): Promise<EncodedPicture> {
  const [display, thumbnail, small] = await processImage(
    file.data,
    'banner.notImage',
    PICTURE_ENCODINGS,
  )
  if (!display || !thumbnail || !small) throw new Error('image pipeline returned nothing')
  return { display, thumbnail, small }
}

/**
 * How many pictures the product may still take, read before the upload's bytes are: also
 * checks who asks and the version they read, so a refused upload is refused before it is
 * decoded. 409 when it is full.
 */
export async function pictureRoom(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  expected: number | undefined,
) {
  return ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx, user, id, expected)
    const room = PRODUCT_MAX_PICTURES - (await listPictures(tx, id)).length
    if (room <= 0) throw tooManyPictures()
    return room
  })
}

/** Adds pictures after the existing ones. */
export async function addPictures(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  expected: number | undefined,
  encoded: EncodedPicture[],
) {
  if (encoded.length === 0) throw formError('product.image')
  return withStoredPictures(ctx, encoded, (keys) =>
    thenWake(
      ctx.jobs,
      ctx.db.transaction(async (tx) => {
        const { row, current } = await lockForChange(tx, ctx, user, id, expected)
        const before = (await listPictures(tx, id)).map((p) => p.id)
        if (before.length + keys.length > PRODUCT_MAX_PICTURES) throw tooManyPictures()
        const added = await appendPictures(tx, id, before.length, keys)
        const version = await writeChange(tx, user, row, {
          fields: ['pictures'],
          before: { pictures: before },
          after: { pictures: [...before, ...added] },
          values: {},
        })
        return { body: await current(), version }
      }),
    ),
  )
}

/**
 * Stores encoded pictures, then runs `save` with their keys; the files go again when `save`
 * fails (decision 011), so no row points at a missing file and a refused change leaves none.
 */
export async function withStoredPictures<T>(
  ctx: AppContext,
  encoded: EncodedPicture[],
  save: (keys: PictureKeys[]) => Promise<T>,
): Promise<T> {
  const keys = encoded.map(() => pictureKeys(randomUUID()))
  try {
    await Promise.all(
      encoded.flatMap((picture, i) => {
        const k = keys[i] as PictureKeys
        return [
          ctx.storage.put(k.file, picture.display),
          ctx.storage.put(k.thumb, picture.thumbnail),
          ctx.storage.put(k.small, picture.small),
        ]
      }),
    )
    return await save(keys)
  } catch (error) {
    const all = keys.flatMap((k) => Object.values(k))
    await Promise.allSettled(all.map((key) => ctx.storage.remove(key)))
    throw error
  }
}

/**
 * Removes one picture (not the last: a listing keeps its cover). Its files leave the storage
 * once the transaction that dropped its row has committed.
 */
export async function removePicture(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  pictureId: number,
  expected: number | undefined,
) {
  const { result, keys } = await ctx.db.transaction(async (tx) => {
    const { row, current } = await lockForChange(tx, ctx, user, id, expected)
    const pictures = await listPictures(tx, id)
    const picture = pictures.find((p) => p.id === pictureId)
    if (!picture) throw httpError(404, 'product.pictureNotFound')
    if (pictures.length === 1) throw httpError(409, 'product.lastPicture')
    const before = pictures.map((p) => p.id)
    const after = before.filter((pid) => pid !== pictureId)
    await deletePicture(tx, id, pictureId)
    await setPictureOrder(tx, id, after)
    const version = await writeChange(tx, user, row, {
      fields: ['pictures'],
      before: { pictures: before },
      after: { pictures: after },
      values: {},
    })
    return { result: { body: await current(), version }, keys: pictureFileKeys(picture) }
  })
  await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)))
  ctx.jobs.wake()
  return result
}

/**
 * Puts the pictures in the order of `ids`, the cover first: each of the product's pictures
 * once (409 otherwise: the list read is not the product's any more). The same order writes
 * nothing and keeps the version.
 */
export async function orderPictures(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  ids: number[],
  expected: number | undefined,
) {
  return thenWake(
    ctx.jobs,
    ctx.db.transaction(async (tx) => {
      const { row, current } = await lockForChange(tx, ctx, user, id, expected)
      const before = (await listPictures(tx, id)).map((p) => p.id)
      const known = new Set(before)
      if (ids.length !== before.length || !ids.every((pid) => known.has(pid))) {
        throw httpError(409, 'product.pictureOrder')
      }
      if (ids.every((pid, index) => before[index] === pid)) {
        return { body: await current(), version: row.version }
      }
      await setPictureOrder(tx, id, ids)
      const version = await writeChange(tx, user, row, {
        fields: ['pictures'],
        before: { pictures: before },
        after: { pictures: ids },
        values: {},
      })
      return { body: await current(), version }
    }),
  )
}
