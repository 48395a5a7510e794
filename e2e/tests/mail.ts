import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'

/** A mail the e2e server's SMTP catcher received (e2e-server.mjs). */
export type CaughtMail = { to: string[]; subject: string; text: string; html: string }

const mailDir = () => path.join(tmpdir(), `rihla-e2e-mail-${process.env.E2E_PORT ?? '3100'}`)

/** Every mail caught so far, to `address`. */
export function mailsTo(address: string): CaughtMail[] {
  return readdirSync(mailDir())
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir(), file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address))
}

/** Waits for a mail to `address` whose subject matches, and answers it. */
export async function mailTo(address: string, subject: RegExp, timeout = 30_000) {
  await expect
    .poll(() => mailsTo(address).some((mail) => subject.test(mail.subject)), { timeout })
    .toBe(true)
  return mailsTo(address).find((mail) => subject.test(mail.subject)) as CaughtMail
}
