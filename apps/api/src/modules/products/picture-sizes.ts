import type { ImageSize } from '../../lib/images'

/**
 * The files a product picture is stored as, by their width in pixels. `small` fills the
 * lists' cells (40-64 CSS pixels) at two device pixels per CSS pixel: the thumbnail alone
 * made a phone load 400 px for a 40 px cell (Lighthouse "properly size images").
 */
export const PICTURE_SIZES = { display: 1600, thumbnail: 400, small: 128 } as const

/** What `processImage` is asked for, in the order of `pictureKeys`. */
export const PICTURE_ENCODINGS: readonly ImageSize[] = [
  PICTURE_SIZES.display,
  PICTURE_SIZES.thumbnail,
  { square: PICTURE_SIZES.small },
]

export type PictureKeys = ReturnType<typeof pictureKeys>

/** The storage keys of one picture's files, side by side. */
export function pictureKeys(id: string) {
  return {
    file: `products/${id}.webp`,
    thumb: `products/${id}-thumb.webp`,
    small: `products/${id}-small.webp`,
  }
}

/**
 * The `srcset` of a picture in a list: the small square and the thumbnail, by width, so the
 * browser takes the smallest that fills the cell at the screen's density.
 */
export function thumbnailSrcset(smallUrl: string, thumbnailUrl: string) {
  return `${smallUrl} ${PICTURE_SIZES.small}w, ${thumbnailUrl} ${PICTURE_SIZES.thumbnail}w`
}
