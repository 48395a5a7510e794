import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go as they are: the headers and a round of zlib cost more. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Brotli quality 5 and gzip level 6: on a products page (4.3 KB of JSON) brotli 5 writes
 * 1.0 KB in about 50 µs, quality 11 saves 100 bytes more for 4.7 ms of CPU
 * (measured with bench/src/compression-cost.mjs, NOTES-server-speed.md).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json(?:;|$)/i

/**
 * Compresses the JSON answers of the scope it is registered in (the /api scope, see app.ts),
 * br or gzip as the request's Accept-Encoding prefers, from 1 KB up, with `Vary:
 * Accept-Encoding` on every compressed answer.
 *
 * What it leaves alone:
 * - routes that declare they produce something other than JSON (`schema.produces`): the CSV
 *   exports stream batch by batch to the client and the event stream must be flushed event by
 *   event (it writes to the socket itself, so no onSend hook sees it anyway);
 * - the web app's files (outside the scope; precompressed .br/.gz served by @fastify/static,
 *   and index.html compressed once at start-up, lib/web-index.ts) and uploads (outside the scope; WebP is already compressed);
 * - request bodies: no decompression of what clients send (a small compressed body could
 *   inflate far beyond the body limit's intent).
 */
export async function registerCompression(api: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which reads `compress` off the route.
  api.addHook('onRoute', (route) => {
    const produces = (route.schema as { produces?: readonly string[] } | undefined)?.produces
    if (produces && !produces.some((type) => JSON_TYPE.test(type))) route.compress = false
  })
  await api.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // JSON. (The plugin also compresses what mime-db calls compressible, text/csv among
    // them: the routes answering those say so in `produces`, and are switched off above.)
    customTypes: (type: string) => JSON_TYPE.test(type),
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
  })
}
