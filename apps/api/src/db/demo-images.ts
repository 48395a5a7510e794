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

/** A small deterministic generator (mulberry32): the same seed draws the same picture. */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A demo placeholder picture as SVG, cropped to `out` as a list cell shows it; its shapes follow
 * the seed, so the duplicate signals do not take every demo picture for a copy.
 */
function demoSvg(
  caption: string,
  seed: number,
  width: number,
  height: number,
  out = { width, height },
) {
  const [from, to] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const next = random(seed + 1)
  const angle = next() * 2 * Math.PI
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2]
  const [x2, y2] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2]
  const shapes = Array.from({ length: 4 }, (_, i) => {
    const fill = i % 2 === 0 ? '#ffffff' : '#0f172a'
    const opacity = (0.22 + next() * 0.2).toFixed(2)
    const x = Math.round(next() * width)
    const y = Math.round(next() * height)
    const size = Math.round((0.12 + next() * 0.22) * height)
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}" opacity="${opacity}"/>`
      : `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${Math.round(size / 6)}" fill="${fill}" opacity="${opacity}"/>`
  }).join('\n  ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}"
  viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="g" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${shapes}
  <text x="50%" y="55%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 18)}"
    fill="#ffffff" stroke="#0f172a" stroke-opacity="0.45" stroke-width="${Math.max(1, Math.round(width / 300))}"
    paint-order="stroke" text-anchor="middle">${escapeXml(caption)}</text>
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
