import sharp from 'sharp'

/** A small deterministic generator (tests and the bench draw the same pictures from a seed). */
export function seeded(seed: number) {
  let state = seed >>> 0 || 1
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state / 0x1_0000_0000
  }
}

/**
 * A photo-like picture drawn from `seed`: a smooth field of colours with a dozen shapes on
 * it, so two seeds give two different pictures (and a perceptual hash has structure to keep).
 */
export async function drawPicture(seed: number, width = 640, height = 480) {
  const random = seeded(seed)
  const byte = () => Math.floor(random() * 256)
  const field = Buffer.from(Array.from({ length: 6 * 5 * 3 }, byte))
  const shapes: string[] = []
  for (let i = 0; i < 12; i++) {
    const fill = `rgb(${byte()},${byte()},${byte()})`
    shapes.push(
      random() < 0.5
        ? `<circle cx="${random() * width}" cy="${random() * height}" r="${20 + random() * 120}" fill="${fill}" fill-opacity="0.8"/>`
        : `<rect x="${random() * width}" y="${random() * height}" width="${30 + random() * 250}" height="${30 + random() * 200}" fill="${fill}" fill-opacity="0.8"/>`,
    )
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`
  return sharp(field, { raw: { width: 6, height: 5, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** A copy of a picture cropped by `margin` of each side (a fraction), as a re-poster would. */
export async function cropped(picture: Buffer, margin: number) {
  const { width = 0, height = 0 } = await sharp(picture).metadata()
  const left = Math.round(width * margin)
  const top = Math.round(height * margin)
  return sharp(picture)
    .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
    .jpeg({ quality: 85 })
    .toBuffer()
}
