// Starts the built server for the browser tests on a fresh, throw-away PGlite folder.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { seedModerator } from './seed-moderator.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-e2e-'))
// Every mail the server sends is caught by a real SMTP server here and written, parsed, into
// the folder the specs read (tests/mail.ts names the same folder from the port).
const port = process.env.E2E_PORT ?? '3100'
const mailDir = path.join(tmpdir(), `rihla-e2e-mail-${port}`)
rmSync(mailDir, { recursive: true, force: true })
mkdirSync(mailDir, { recursive: true })
let caught = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      caught += 1
      const to = session.envelope.rcptTo.map((r) => r.address)
      const record = { to, subject: mail.subject, text: mail.text, html: mail.html }
      writeFileSync(path.join(mailDir, `${Date.now()}-${caught}.json`), JSON.stringify(record))
      callback()
    }, callback)
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpPort = smtp.server.address().port
const apiDist = path.resolve(root, process.env.E2E_API_DIST ?? 'apps/api/dist')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // E2E_API_DIST / E2E_WEB_DIST point at private builds when several runs share a tree.
  WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
  ADMIN_EMAIL: 'admin@rihla.dz',
  ADMIN_PASSWORD: 'Admin@2026',
  LOG_LEVEL: 'warn',
  // Every browser test signs up from the same address: the per-address limit is not tested here.
  SIGNUP_MAX_PER_IP: process.env.SIGNUP_MAX_PER_IP ?? '1000',
  // The browser tests sign the admin in again and again from one address.
  LOGIN_MAX_PER_ACCOUNT_ADDRESS: process.env.LOGIN_MAX_PER_ACCOUNT_ADDRESS ?? '10000',
  // Every browser's renewals come from that one address too (one session stays limited).
  REFRESH_MAX_PER_IP: process.env.REFRESH_MAX_PER_IP ?? '10000',
  // search-paging.spec makes 105 listings as the admin, on top of the other specs' uploads.
  UPLOAD_MAX_PER_USER: process.env.UPLOAD_MAX_PER_USER ?? '10000',
  // The specs edit listings and their pictures as the admin, all from one account.
  PRODUCT_CHANGE_MAX_PER_USER: process.env.PRODUCT_CHANGE_MAX_PER_USER ?? '10000',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  MAIL_FROM: 'Rihla <no-reply@rihla.example>',
  JOBS_POLL_MS: '500',
}
// Migrated and seeded first (as the server would), then a moderator (seed-moderator.mjs).
const seeded = spawnSync(process.execPath, [path.join(apiDist, 'seed-cli.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
})
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(seeded.status ?? 1)
}
await seedModerator(path.join(dataDir, 'db'), env.ADMIN_EMAIL)
const server = spawn(process.execPath, [path.join(apiDist, 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
})
const cleanup = () => {
  rmSync(dataDir, { recursive: true, force: true })
  smtp.close()
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill('SIGTERM')
  })
}
server.on('exit', (code) => {
  cleanup()
  process.exit(code ?? 0)
})
