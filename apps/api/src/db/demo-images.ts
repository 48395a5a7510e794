import sharp from 'sharp'

const PALETTES = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#b45309', '#fbbf24'],
  ['#7c3aed', '#c4b5fd'],
  ['#be123c', '#fb7185'],
  ['#15803d', '#86efac'],
] as const

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Draws a placeholder picture with a gradient and a caption, as WebP, for demo data only. */
export function demoImage(caption: string, seed: number, width = 800, height = 500) {
  const [from, to] = PALETTES[seed % PALETTES.length] ?? PALETTES[0]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.18}" fill="#ffffff" opacity="0.18"/>
  <text x="50%" y="55%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(width / 18)}"
    fill="#ffffff" text-anchor="middle">${escapeXml(caption)}</text>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
