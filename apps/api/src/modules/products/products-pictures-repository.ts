import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { productPictures } from '../../db/schema'

export type StoredPicture = {
  id: number
  fileKey: string
  thumbKey: string | null
  smallKey: string | null
}

/** A product's pictures in their order, the cover first. */
export function listPictures(db: DbOrTx, productId: number): Promise<StoredPicture[]> {
  return db
    .select({
      id: productPictures.id,
      fileKey: productPictures.fileKey,
      thumbKey: productPictures.thumbKey,
      smallKey: productPictures.smallKey,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position), asc(productPictures.id))
}

/** Adds pictures after the existing ones (positions `from`, `from + 1`, …); their ids. */
export async function appendPictures(
  db: DbOrTx,
  productId: number,
  from: number,
  pictures: Array<{ file: string; thumb: string; small: string }>,
) {
  const rows = await db
    .insert(productPictures)
    .values(
      pictures.map((keys, index) => ({
        productId,
        fileKey: keys.file,
        thumbKey: keys.thumb,
        smallKey: keys.small,
        position: from + index,
      })),
    )
    .returning({ id: productPictures.id })
  return rows.map((row) => row.id)
}

export async function deletePicture(db: DbOrTx, productId: number, pictureId: number) {
  await db
    .delete(productPictures)
    .where(and(eq(productPictures.productId, productId), eq(productPictures.id, pictureId)))
}

/** Numbers the product's pictures 0, 1, 2… in the order of `ids` (the cover first). */
export async function setPictureOrder(db: DbOrTx, productId: number, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .update(productPictures)
      .set({ position })
      .where(and(eq(productPictures.productId, productId), eq(productPictures.id, id)))
  }
}

/** Every storage key of a picture: its display file, thumbnail and square. */
export const pictureFileKeys = (picture: StoredPicture) =>
  [picture.fileKey, picture.thumbKey, picture.smallKey].filter((key): key is string => !!key)
