import type { SeedReport } from './seed'

/** What to print about the admin account after seeding; a password from ADMIN_PASSWORD never. */
export function adminNotice(email: string, report: SeedReport, fromEnvironment: boolean): string[] {
  const password = report.adminPassword
  if (password && !password.generated) return [`Sign in with ${email} / ${password.value}`]
  if (password) {
    return [
      `Admin account created: ${email} / ${password.value}`,
      'This password is random and shown only this once: sign in now and change it.',
    ]
  }
  if (report.adminCreated && fromEnvironment) {
    return [`Sign in with ${email} and the password set in ADMIN_PASSWORD.`]
  }
  return [`Sign in with your admin account (${email} unless changed).`]
}
