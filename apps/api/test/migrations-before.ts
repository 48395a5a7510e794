import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrationsFolder } from '../src/db/client'

/** A copy of the migrations as they were before `tag`: an upgrade test starts there. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rihla-migrations-'))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalPath = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>
  }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  if (at < 0) throw new Error(`no migration ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))
  return folder
}
