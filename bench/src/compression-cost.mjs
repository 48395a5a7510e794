// CPU cost and size of compressing API answers at each brotli quality and gzip level, the
// way @fastify/compress does it for a buffered answer (one synchronous call per answer).
// The options are the API's (plugins/compression.ts) but for the quality and level.
// Usage: node bench/src/compression-cost.mjs answer.json [more.json ...]
// (answers saved from the running API, e.g. `curl -H "authorization: Bearer …"
// localhost:3000/api/products?limit=7 > products.json`).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: node bench/src/compression-cost.mjs answer.json [...]')
  process.exit(1)
}

/** Median microseconds of `fn` over enough runs to last about 300 ms. */
function timeIt(fn) {
  for (let i = 0; i < 50; i++) fn()
  const samples = []
  const until = performance.now() + 300
  while (performance.now() < until) {
    const start = performance.now()
    fn()
    samples.push((performance.now() - start) * 1000)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
}

const codecs = [
  ...[1, 4, 5, 6, 11].map((q) => [
    `br q${q}`,
    (b) =>
      brotliCompressSync(b, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: q,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  ]),
  ...[1, 6, 9].map((level) => [`gzip ${level}`, (b) => gzipSync(b, { level })]),
]

for (const file of files) {
  const body = readFileSync(file)
  console.log(`\n${path.basename(file)}: ${body.length} bytes`)
  console.log('codec     bytes   ratio   µs/answer')
  for (const [name, fn] of codecs) {
    const size = fn(body).length
    const us = timeIt(() => fn(body))
    console.log(
      `${name.padEnd(8)} ${String(size).padStart(6)}  ${(size / body.length).toFixed(2).padStart(6)}  ${us.toFixed(0).padStart(9)}`,
    )
  }
}
