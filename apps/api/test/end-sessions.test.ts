import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '../src')

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
}

describe('sessions end in one place', () => {
  it('only endSessions revokes (so none forgets the commit and the memory drop)', async () => {
    const callers: string[] = []
    for (const file of await sources(src)) {
      const text = await readFile(file, 'utf8')
      const name = path.relative(src, file)
      if (/markSessionsRevoked\(/.test(text) || /\.update\(sessions\)/.test(text))
        callers.push(name)
    }
    // The definition and its one caller.
    expect(callers.sort()).toEqual([
      'modules/auth/session-end-service.ts',
      'modules/auth/session-repository.ts',
    ])
  })
})
