import { isImageType } from '@rihla/contract/constants'
import type { MessageCode } from '@rihla/contract/message-codes'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { httpError } from './http-errors'

/** Decoded size cap: a 5 kB PNG can claim 50,000 × 50,000 pixels (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * A size to encode: a number keeps the whole picture, its longer side at most that many
 * pixels; `{ square }` fills a square of that side, cropped around the centre as a list's
 * `object-cover` cell shows it.
 */
export type ImageSize = number | { square: number }

/**
 * Checks that `input` really is an image of sane dimensions and re-encodes it as WebP without
 * metadata, once per size; else a 4xx.
 */
export async function processImage(
  input: Buffer,
  notImage: MessageCode,
  sizes: readonly ImageSize[],
): Promise<Buffer[]> {
  const type = await fileTypeFromBuffer(input)
  // The contract's IMAGE_TYPES, judged by the file's bytes, never by its name or declared type.
  if (!type || !isImageType(type.mime)) throw httpError(415, notImage)
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const }
  let meta: Metadata
  try {
    // Reading the header decodes no pixels, so the limit is checked by hand just below,
    // where a bomb can be told from a broken file.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw httpError(415, notImage)
  }
  if (!meta.width || !meta.height) throw httpError(415, notImage)
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw httpError(413, 'upload.dimensions')
  }
  try {
    return await encodeSizes(sharp(input, options).rotate(), sizes)
  } catch {
    // A header that parses but pixels that do not (truncated, corrupt): not an image we keep.
    throw httpError(415, notImage)
  }
}

/** Encodes an image already checked (ours, such as the demo's) as WebP at each size. */
export function encodeSizes(image: Sharp, sizes: readonly ImageSize[]): Promise<Buffer[]> {
  return Promise.all(
    sizes.map((size) => {
      const resize =
        typeof size === 'number'
          ? { width: size, height: size, fit: 'inside' as const }
          : { width: size.square, height: size.square, fit: 'cover' as const }
      const side = typeof size === 'number' ? size : size.square
      return image
        .clone()
        .resize({ ...resize, withoutEnlargement: true })
        .webp({ quality: side > 800 ? 82 : 75 })
        .toBuffer()
    }),
  )
}
