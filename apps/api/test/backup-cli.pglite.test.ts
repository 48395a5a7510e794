// `npm run backup` against a running server on its PGlite folder (the folder is locked: the
// server takes the backup itself), and `npm run restore` into an empty DATA_DIR, as processes.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { image } from './factories'
import { type ServerProcess, startServer } from './server-process'

const EMAIL = 'backup@rihla.dz'
const PASSWORD = 'Backup@2026-cli'
const SECRET = 'backup-test-secret-long-enough-for-hs256-0123'
const apiDir = path.resolve(import.meta.dirname, '..')

function run(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, JWT_SECRET: SECRET }
  delete env.DATABASE_URL
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', `src/backup/${script}`, ...args],
    {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  )
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

describe('npm run backup and npm run restore', () => {
  let work: string
  let dataDir: string
  let server: ServerProcess
  let token: string
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'rihla-backup-cli-'))
    dataDir = path.join(work, 'live')
    server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: SECRET,
      UPLOAD_MAX_PER_USER: '100000',
    })
    const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    token = ((await login.json()) as { accessToken: string }).accessToken
  }, 60_000)
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await rm(work, { recursive: true, force: true })
  })

  const postBanner = async () => {
    const form = new FormData()
    form.append('banner', new Blob([new Uint8Array(await image('png'))]), 'b.png')
    const res = await fetch(`http://127.0.0.1:${server.port}/api/banners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(res.status).toBe(201)
    return (await res.json()) as { id: number }
  }

  it('takes a backup from the running server while it writes, and restores it into an empty DATA_DIR', async () => {
    const before = [await postBanner(), await postBanner()]
    let writing = true
    const writes = (async () => {
      let written = 0
      while (writing) {
        await postBanner()
        written += 1
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return written
    })()
    const file = path.join(work, 'live.rihla-backup')
    const backup = await run('backup-cli.ts', ['--out', file], dataDir)
    writing = false
    expect(await writes).toBeGreaterThan(0)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    const bytes = await readFile(file)
    expect(backup.stdout).toContain(`sha256: ${sha(bytes)}`)
    expect(backup.stdout).toContain(`${bytes.length} bytes`)

    const restoredDir = path.join(work, 'restored')
    const restore = await run('restore-cli.ts', [file], restoredDir)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(restoredDir, 'db') })
    try {
      const { rows } = (await database.db.execute(
        sql`select id, file_key as key from banners order by id`,
      )) as unknown as { rows: Array<{ id: number; key: string }> }
      for (const banner of before) expect(rows.map((row) => row.id)).toContain(banner.id)
      for (const row of rows) {
        const restored = await readFile(path.join(restoredDir, 'uploads', row.key))
        expect(sha(restored)).toBe(sha(await readFile(path.join(dataDir, 'uploads', row.key))))
      }
    } finally {
      await database.close()
    }

    // A second restore into the same folder is refused; so is a damaged file.
    const again = await run('restore-cli.ts', [file], restoredDir)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/refused, nothing was changed: .* already holds a database/)
    const damaged = path.join(work, 'damaged.rihla-backup')
    await writeFile(damaged, bytes.subarray(0, bytes.length - 1))
    const emptyDir = path.join(work, 'empty')
    const refused = await run('restore-cli.ts', [damaged], emptyDir)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /refused, nothing was changed: .* is not an intact Rihla Admin backup/,
    )
    expect(existsSync(path.join(emptyDir, 'db'))).toBe(false)
  }, 120_000)
})
