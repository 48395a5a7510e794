import { createHash } from 'node:crypto'
import { createReadStream, type WriteStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'

/**
 * One backup file: a magic line, then records (kind, name, bytes), then an end record holding the
 * SHA-256 of everything before it. A restore reads the whole file and checks that sum before it
 * changes anything, so a truncated or altered file is refused whole.
 */
export const MAGIC = Buffer.from('RIHLA-BACKUP-1\n')
export type RecordKind = 'manifest' | 'rows' | 'file'
const KIND_BYTE: Record<RecordKind | 'end', number> = { manifest: 77, rows: 82, file: 70, end: 69 }
const KIND_OF = new Map(Object.entries(KIND_BYTE).map(([kind, byte]) => [byte, kind]))

export type Manifest = {
  format: 1
  createdAt: string
  driver: 'pglite' | 'postgres'
  /** The last migration applied to the database backed up (its `created_at` in drizzle's table). */
  migration: number
  tables: Array<{ name: string; rows: number }>
  files: number
}

/** Writes records to `stream`, summing every byte; `finish` appends the end record. */
export class BackupWriter {
  private readonly hash = createHash('sha256')
  bytes = 0

  constructor(private readonly stream: WriteStream) {
    this.write(MAGIC)
  }

  async add(kind: RecordKind, name: string, data: Buffer) {
    const nameBytes = Buffer.from(name)
    const head = Buffer.alloc(7)
    head.writeUInt8(KIND_BYTE[kind], 0)
    head.writeUInt16BE(nameBytes.length, 1)
    head.writeUInt32BE(data.length, 3)
    this.write(head)
    this.write(nameBytes)
    if (!this.write(data)) {
      await new Promise<void>((resolve) => this.stream.once('drain', resolve))
    }
  }

  /** Ends the file; answers the SHA-256 of the whole file, as `sha256sum` prints it. */
  async finish(): Promise<string> {
    const inner = this.hash.copy().digest()
    const end = Buffer.alloc(7)
    end.writeUInt8(KIND_BYTE.end, 0)
    end.writeUInt32BE(inner.length, 3)
    this.write(end)
    this.write(inner)
    await new Promise<void>((resolve, reject) => {
      this.stream.once('error', reject)
      this.stream.end(resolve)
    })
    return this.hash.digest('hex')
  }

  private write(chunk: Buffer) {
    this.hash.update(chunk)
    this.bytes += chunk.length
    return this.stream.write(chunk)
  }
}

export class DamagedBackupError extends Error {}

/**
 * Checks a backup file whole (magic, record framing, end sum) without keeping it in memory.
 * Answers the file's size and SHA-256; throws DamagedBackupError when it is not intact.
 */
export async function verifyBackup(
  file: string,
): Promise<{ size: number; sha256: string; manifest: Manifest }> {
  const { size } = await stat(file)
  const whole = createHash('sha256')
  const inner = createHash('sha256')
  let offset = 0
  let expected: Buffer | undefined
  let manifest: Manifest | undefined
  for await (const record of readRecordsRaw(file, size)) {
    if (record.kind === 'manifest') manifest = parseManifest(file, record.data)
    if (record.kind === 'end') {
      expected = record.data
      offset = record.end
      break
    }
    offset = record.end
  }
  if (!expected || offset !== size) throw damaged(file, 'it ends before its end record')
  const innerEnd = size - expected.length - 7
  let read = 0
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer
    whole.update(bytes)
    const take = Math.max(0, Math.min(bytes.length, innerEnd - read))
    if (take > 0) inner.update(bytes.subarray(0, take))
    read += bytes.length
  }
  if (!inner.digest().equals(expected)) throw damaged(file, 'its checksum does not match')
  if (!manifest) throw damaged(file, 'it has no manifest')
  return { size, sha256: whole.digest('hex'), manifest }
}

function parseManifest(file: string, data: Buffer): Manifest {
  try {
    const manifest = JSON.parse(data.toString()) as Manifest
    if (manifest.format === 1 && Array.isArray(manifest.tables)) return manifest
  } catch {
    // Told below.
  }
  throw damaged(file, 'its manifest is not readable')
}

const damaged = (file: string, why: string) =>
  new DamagedBackupError(`${file} is not an intact Rihla Admin backup: ${why}.`)

type RawRecord = { kind: RecordKind | 'end'; name: string; data: Buffer; end: number }

/** The records of a backup file, read one at a time; throws DamagedBackupError on bad framing. */
export async function* readRecordsRaw(file: string, size?: number): AsyncGenerator<RawRecord> {
  const handle = await open(file, 'r')
  try {
    const total = size ?? (await handle.stat()).size
    const read = async (position: number, length: number) => {
      if (position + length > total) throw damaged(file, 'it is cut short')
      const buffer = Buffer.alloc(length)
      const { bytesRead } = await handle.read(buffer, 0, length, position)
      if (bytesRead !== length) throw damaged(file, 'it is cut short')
      return buffer
    }
    if (!(await read(0, MAGIC.length).catch(() => Buffer.alloc(0))).equals(MAGIC)) {
      throw damaged(file, 'it does not start as one')
    }
    let position = MAGIC.length
    while (position < total) {
      const head = await read(position, 7)
      const kind = KIND_OF.get(head.readUInt8(0)) as RawRecord['kind'] | undefined
      if (!kind) throw damaged(file, `an unknown record at byte ${position}`)
      const nameLength = head.readUInt16BE(1)
      const dataLength = head.readUInt32BE(3)
      const name = (await read(position + 7, nameLength)).toString()
      const data = await read(position + 7 + nameLength, dataLength)
      position += 7 + nameLength + dataLength
      yield { kind, name, data, end: position }
      if (kind === 'end') return
    }
  } finally {
    await handle.close()
  }
}
