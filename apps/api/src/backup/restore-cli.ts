import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { DamagedBackupError } from './format'
import { type RestoreProgress, RestoreRefused, restoreBackup } from './restore'

const HELP = `Usage: npm run restore -- FILE

Restores a backup written by \`npm run backup\` into an empty target: a DATA_DIR with no
database and no uploads, or (with DATABASE_URL) an empty database and an empty bucket or
uploads folder. A damaged file or a target holding data is refused before anything changes.`

const { values, positionals } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
})
const [given] = positionals
if (values.help || !given || positionals.length > 1) {
  process.stdout.write(`${HELP}\n`)
  process.exit(values.help ? 0 : 2)
}
// npm runs the script in apps/api; the path is the caller's.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
if (!existsSync(file)) {
  process.stderr.write(`restore: ${file} does not exist.\n`)
  process.exit(1)
}
const tty = process.stderr.isTTY
const show = (progress: RestoreProgress) => {
  if (tty) {
    process.stderr.write(
      `\rrestore: ${progress.phase}: ${progress.rows} rows, ${progress.files} files   `,
    )
  }
}
try {
  const result = await restoreBackup(file, loadConfig(), show)
  if (tty) process.stderr.write('\n')
  process.stdout.write(
    `restore: ${file}: ${result.rows} rows, ${result.files} files in ${(result.ms / 1000).toFixed(1)} s\nsha256: ${result.sha256}\n`,
  )
  process.exit(0)
} catch (error) {
  if (tty) process.stderr.write('\n')
  const known = error instanceof RestoreRefused || error instanceof DamagedBackupError
  process.stderr.write(
    `restore: ${known ? 'refused, nothing was changed: ' : ''}${error instanceof Error ? error.message : String(error)}\n`,
  )
  process.exit(1)
}
