import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { createStorage } from '../lib/create-storage'
import { migrateFiles } from './migrate-files'

const HELP = `Usage: npm run storage:migrate

Copies the uploaded files of DATA_DIR/uploads into the bucket named by S3_BUCKET (with
S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE), under
the same keys. Files already in the bucket with the same size are skipped: run it as often as
you like. Local files are not deleted. Prints how many files were copied, skipped and failed.`

const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } })
if (values.help) {
  process.stdout.write(`${HELP}\n`)
  process.exit(0)
}

const config = loadConfig()
if (!config.s3) {
  process.stderr.write('storage:migrate: set S3_BUCKET (and the other S3_ variables) first.\n')
  process.exit(2)
}
const bucket = await createStorage(config)
await bucket.check()
const report = await migrateFiles(config.uploadsDir, bucket, (line) =>
  process.stderr.write(`storage:migrate: ${line}\n`),
)
process.stdout.write(
  `storage:migrate: ${report.copied} copied, ${report.skipped} already there, ${report.failed.length} failed (from ${config.uploadsDir} to bucket ${config.s3.bucket})\n`,
)
process.exit(report.failed.length > 0 ? 1 : 0)
