import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import * as schema from './schema'

/**
 * A migrated PGlite cluster saved at build time: a first start unpacks it instead of running initdb
 * and every migration (about 5 s). Keyed by the migrations and the PGlite version, so a stale one
 * is never used.
 */
export const TEMPLATE_FILE = 'pglite-template.tar'
const KEY_FILE = 'pglite-template.key'

export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256')
  // The package hides its package.json behind `exports`; find it next to the entry point.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const version = JSON.parse(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string }
  hash.update(`pglite ${version.version}\n`)
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))
    .sort()
  for (const file of files) {
    hash.update(`${file}\n`)
    hash.update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex')
}

/** Builds the template in `dir`: an in-memory cluster, migrated, dumped as a tarball. */
export async function writeTemplate(dir: string, migrationsFolder: string): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } })
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder })
    await client.query('checkpoint')
    const dump = await client.dumpDataDir('none')
    writeFileSync(path.join(dir, TEMPLATE_FILE), Buffer.from(await dump.arrayBuffer()))
    writeFileSync(path.join(dir, KEY_FILE), templateKey(migrationsFolder))
  } finally {
    await client.close()
  }
}

/**
 * A Blob whose `arrayBuffer()` answers the bytes already in memory: Node's own copies the 42 MB
 * template through a chunked stream, a quarter of each PGlite start.
 */
export class MemoryBlob extends Blob {
  readonly #bytes: ArrayBuffer
  constructor(bytes: Uint8Array) {
    super([bytes])
    // A file's bytes own their whole buffer (readFileSync of a large file): no second copy.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    this.#bytes =
      whole && bytes.buffer instanceof ArrayBuffer ? bytes.buffer : new Uint8Array(bytes).buffer
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes)
  }
}

/** The template in `dir` when it matches these migrations and this PGlite; else undefined. */
export function readTemplate(dir: string, migrationsFolder: string): Blob | undefined {
  const keyFile = path.join(dir, KEY_FILE)
  const tarFile = path.join(dir, TEMPLATE_FILE)
  if (!existsSync(keyFile) || !existsSync(tarFile)) return undefined
  if (readFileSync(keyFile, 'utf8') !== templateKey(migrationsFolder)) return undefined
  return new MemoryBlob(readFileSync(tarFile))
}

/** True when `dataDir` holds no cluster yet (missing or empty). */
export function isNewCluster(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0
}
