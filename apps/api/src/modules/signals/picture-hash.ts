import sharp, { type SharpOptions } from 'sharp'
import { MAX_INPUT_PIXELS } from '../../lib/images'

/**
 * Perceptual hashes of a picture (decision 049): `sharp-phash`'s 64-bit DCT hash
 * (computed here: `phash` below) of the whole picture (variant 0) and of centred crops losing
 * 2.5, 5 and 7.5 % on each side
 * (variants 1-3). A pHash survives resizing, re-compression and small colour shifts but not a
 * crop (a 3 % margin moved 7-14 of 64 bits in the bench); a copy cropped by a margin is near
 * the crop of the original that lost about as much, so a lookup compares a picture's whole
 * hash with the others' crops and its crops with the others' whole hashes.
 */
export const CROP_MARGINS = [0, 0.025, 0.05, 0.075] as const

/** The side of the square the picture is decoded to once, before its crops are hashed. */
const WORK_SIDE = 256

export type PictureHash = { variant: number; hash: bigint }

/** The side of the grey square a pHash reads: its DCT is taken over 32 x 32 samples. */
const SAMPLE_SIZE = 32
/** The side of the block of low frequencies (past the constant term) the hash keeps. */
const LOW_SIZE = 8
/** cos((2k + 1) / 2N * n * pi), as `sharp-phash` tabulates it: COS[k][n]. */
const COS = Array.from({ length: SAMPLE_SIZE }, (_, k) =>
  Float64Array.from({ length: SAMPLE_SIZE }, (_, n) =>
    Math.cos(((2 * k + 1) / (2.0 * SAMPLE_SIZE)) * n * Math.PI),
  ),
)

/**
 * `sharp-phash` 2.2's hash, bit for bit: the picture to a 32 x 32 grey square, its 2D DCT-II,
 * then one bit per coefficient of the 8 x 8 block past the constant term, set where the
 * coefficient is above the block's mean. The library computes all 1,024 coefficients of the
 * transform (a million products) and reads 64 of them; this computes those 64 only, each
 * summed in the library's order with the same operations, so every bit is the same (the
 * signals test compares both on many pictures): a 16th of the work, the signals job's main
 * cost after decoding.
 */
export async function phash(input: Buffer, options?: SharpOptions): Promise<string> {
  const f = await sharp(input, options)
    .greyscale()
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'fill' })
    .rotate()
    .raw()
    .toBuffer()
  // The library's signal s[x][y] is the sample at column x, row y.
  const at = (x: number, y: number) => f[SAMPLE_SIZE * y + x] ?? 0
  const block = new Float64Array(LOW_SIZE * LOW_SIZE)
  for (let u = 1; u <= LOW_SIZE; u++) {
    for (let v = 1; v <= LOW_SIZE; v++) {
      let sum = 0
      for (let i = 0; i < SAMPLE_SIZE; i++) {
        const cu = COS[i]?.[u] ?? 0
        for (let j = 0; j < SAMPLE_SIZE; j++) {
          sum += cu * (COS[j]?.[v] ?? 0) * at(i, j)
        }
      }
      // The library's scale, (SQRT[u] * SQRT[v]) / 4, with SQRT 1 past the constant term.
      block[(u - 1) * LOW_SIZE + (v - 1)] = sum / 4
    }
  }
  let total = 0
  for (const coefficient of block) total += coefficient
  const mean = total / (LOW_SIZE * LOW_SIZE)
  let bits = ''
  for (const coefficient of block) bits += coefficient > mean ? '1' : '0'
  return bits
}

/** A pHash's 64 characters of 0 and 1 as a signed 64-bit integer (a `bigint` column). */
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
