import sharp from 'sharp'
import phash from 'sharp-phash'
import { MAX_INPUT_PIXELS } from '../../lib/images'

/**
 * Perceptual hashes of a picture (issue 32, decision 049): `sharp-phash`'s 64-bit DCT hash of
 * the whole picture (variant 0) and of centred crops losing 2.5, 5 and 7.5 % on each side
 * (variants 1-3). A pHash survives resizing, re-compression and small colour shifts but not a
 * crop (a 3 % margin moved 7-14 of 64 bits in the bench); a copy cropped by a margin is near
 * the crop of the original that lost about as much, so a lookup compares a picture's whole
 * hash with the others' crops and its crops with the others' whole hashes.
 */
export const CROP_MARGINS = [0, 0.025, 0.05, 0.075] as const

/** The side of the square the picture is decoded to once, before its crops are hashed. */
const WORK_SIDE = 256

export type PictureHash = { variant: number; hash: bigint }

/** `sharp-phash`'s 64 characters of 0 and 1 as a signed 64-bit integer (a `bigint` column). */
export const hashFromBits = (bits: string) => BigInt.asIntN(64, BigInt(`0b${bits}`))

export async function pictureHashes(input: Buffer): Promise<PictureHash[]> {
  const { data } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .greyscale()
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const square = { raw: { width: WORK_SIDE, height: WORK_SIDE, channels: 1 as const } }
  return Promise.all(
    CROP_MARGINS.map(async (margin, variant) => {
      if (margin === 0) return { variant, hash: hashFromBits(await phash(data, square)) }
      const offset = Math.round(WORK_SIDE * margin)
      const side = WORK_SIDE - 2 * offset
      // sharp hands a one-channel raw crop back as three channels: its `info` says how many.
      const crop = await sharp(data, square)
        .extract({ left: offset, top: offset, width: side, height: side })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = { width: side, height: side, channels: crop.info.channels }
      return { variant, hash: hashFromBits(await phash(crop.data, { raw })) }
    }),
  )
}

/** The number of bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint) {
  let x = BigInt.asUintN(64, a ^ b)
  let count = 0
  while (x > 0n) {
    x &= x - 1n
    count++
  }
  return count
}

/** The four 16-bit bands of a hash, most significant first, as the band indexes read them. */
export const BANDS = 4
export function bandsOf(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash)
  return Array.from({ length: BANDS }, (_, band) =>
    Number((unsigned >> BigInt(48 - 16 * band)) & 0xffffn),
  )
}

/**
 * Every 16-bit value within `radius` bits of `value`: the probes of one band. Two hashes
 * within distance d share a band within floor(d / 4) bits (pigeonhole over the four bands),
 * so probing those values in each band's index finds every candidate (multi-index hashing).
 */
export function bandProbes(value: number, radius: number): number[] {
  const out = [value]
  let frontier = [{ value, from: 0 }]
  for (let r = 0; r < radius; r++) {
    const next: typeof frontier = []
    for (const { value: v, from } of frontier) {
      for (let bit = from; bit < 16; bit++) {
        const flipped = v ^ (1 << bit)
        out.push(flipped)
        next.push({ value: flipped, from: bit + 1 })
      }
    }
    frontier = next
  }
  return out
}

/** The band radius that the distance `maxDistance` needs. */
export const bandRadius = (maxDistance: number) => Math.floor(maxDistance / BANDS)
