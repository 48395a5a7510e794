import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Answers smaller than this go as they are: the headers and a round of zlib cost more. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Brotli quality 5 and gzip level 6: a products page in about 50 µs; quality 11 saves 100 bytes
 * more for 4.7 ms (decision 034).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json(?:;|$)/i

/**
 * Compresses the JSON answers of the /api scope, br or gzip as Accept-Encoding prefers, from 1 KB
 * up. Left alone: routes producing other types (CSV exports and the event stream stream as they
 * go), files outside the scope, and request bodies, which a small compressed body could inflate
 * past the body limit.
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
