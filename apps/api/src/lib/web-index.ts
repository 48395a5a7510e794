import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The page's currency, as apps/web/index.html writes it (USD) and the web reads it. */
const CURRENCY_META = /<meta\s+name="rihla-currency"\s+content="[^"]*"\s*\/?>/
/** Smaller pages go as they are, as the build and the API's compression do. */
const COMPRESS_FROM_BYTES = 1024

/** The web app's index.html with this server's settings in it, made once at start-up. */
export type WebIndex = {
  plain: Buffer
  br: Buffer | undefined
  gzip: Buffer | undefined
  etag: string
}

/**
 * The page with the server's CURRENCY in its meta tag, so prices are formatted before the first
 * paint (decision 039).
 */
export function withCurrency(html: string, currency: string): string {
  const meta = `<meta name="rihla-currency" content="${currency}" />`
  if (CURRENCY_META.test(html)) return html.replace(CURRENCY_META, () => meta)
  return html.replace('</head>', () => `${meta}</head>`)
}

/**
 * Reads the built index.html and makes its three forms once: the build's own .br and .gz hold
 * the build's currency, so they are compressed again here (about a millisecond at start-up).
 */
export function loadWebIndex(file: string, currency: string): WebIndex {
  const plain = Buffer.from(withCurrency(readFileSync(file, 'utf8'), currency))
  const big = plain.length >= COMPRESS_FROM_BYTES
  return {
    plain,
    br: big
      ? brotliCompressSync(plain, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : undefined,
    gzip: big ? gzipSync(plain, { level: 9 }) : undefined,
    etag: `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
  }
}

/** The coding the request accepts best among br and gzip (br on a tie), by their q-values. */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const weights = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0
  const br = weight('br')
  const gzip = weight('gzip')
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : undefined
}

/** Sends the page: never cached without asking, 304 when the browser has it already. */
export function sendWebIndex(request: FastifyRequest, reply: FastifyReply, page: WebIndex) {
  reply
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .type('text/html; charset=utf-8')
  if (page.br || page.gzip) reply.header('Vary', 'Accept-Encoding')
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const body = encoding ? page[encoding] : undefined
  if (encoding && body) return reply.header('Content-Encoding', encoding).send(body)
  return reply.send(page.plain)
}
