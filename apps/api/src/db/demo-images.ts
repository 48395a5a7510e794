import sharp from 'sharp'
import { PICTURE_SIZES } from '../modules/products/picture-sizes'

const PALETTES = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#b45309', '#fbbf24'],
  ['#7c3aed', '#c4b5fd'],
  ['#be123c', '#fb7185'],
  ['#15803d', '#86efac'],
] as const

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A placeholder picture with a gradient and a caption, as SVG, for demo data only: drawn
 * `width` × `height`, output at `out` (cropped around the centre when its shape differs, as a
 * list cell's `object-cover` shows a picture).
 */
function demoSvg(
  caption: string,
  seed: number,
  width: number,
  height: number,
  out = { width, height },
) {
  const [from, to] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}"
  viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#ffffff" opacity="0.18"/>
  <text x="50%" y="55%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 18)}"
    fill="#ffffff" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`
  return Buffer.from(svg)
}

/** Draws a placeholder picture with a gradient and a caption, as WebP, for demo data only. */
export function demoImage(caption: string, seed: number, width = 800, height = 500) {
  return sharp(demoSvg(caption, seed, width, height))
    .webp({ quality: 80 })
    .toBuffer()
}

/**
 * A demo product picture as an upload stores it: the display picture, the thumbnail and the
 * square for cells, so the demo's lists load what real ones do (picture-sizes.ts).
 */
export async function demoPictureFiles(caption: string, seed: number) {
  // Each size drawn at its size (8 and 3 ms of CPU, the display 27): cheaper than decoding the
  // display picture again to resize it, and a first start seeds 40 of them.
  const draw = (out: { width: number; height: number }, quality: number) =>
    sharp(demoSvg(caption, seed, 800, 500, out))
      .webp({ quality })
      .toBuffer()
  const [display, thumbnail, small] = await Promise.all([
    draw({ width: 800, height: 500 }, 80),
    draw({ width: PICTURE_SIZES.thumbnail, height: (PICTURE_SIZES.thumbnail * 500) / 800 }, 75),
    draw({ width: PICTURE_SIZES.small, height: PICTURE_SIZES.small }, 75),
  ])
  return { display, thumbnail, small }
}
