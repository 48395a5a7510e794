import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { DEFAULT_CURRENCY } from '@rihla/contract/money'
import { currencyCodeSchema } from '@rihla/contract/settings'
import { z } from 'zod'
import type { LimitRule } from './lib/limit-rule'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

// Each variable's meaning is in the README's configuration table (scripts/config-table.mjs).
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(90),
  STEP_UP_MINUTES: z.coerce.number().int().min(1).max(720).default(10),
  SESSION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  REFRESH_TOKEN_RETENTION_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  LOGIN_MAX_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(30),
  REFRESH_MAX_PER_SESSION: z.coerce.number().int().min(1).default(10),
  REFRESH_MAX_PER_IP: z.coerce.number().int().min(1).default(120),
  REFRESH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.string().email().default('admin@rihla.dz'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  WEB_DIST: z.string().optional(),
  SHARE_WEB_ASSETS: bool.optional(),
  TRUST_PROXY: z.string().default('false'),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  UPLOAD_MAX_PER_USER: z.coerce.number().int().min(1).default(60),
  UPLOAD_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  PRODUCT_CHANGE_MAX_PER_USER: z.coerce.number().int().min(1).default(120),
  PRODUCT_CHANGE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  UNDO_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(10),
  TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  TRASH_PURGE_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  REJECTED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Within the retention above, so a listing is never purged while it can still be appealed.
  APPEAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  REJECTED_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_MS: z.coerce.number().int().min(1000).max(604_800_000).default(86_400_000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_APPLICATION_NAME: z.string().min(1).max(63).default('rihla-api'),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  DATABASE_CONNECT_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
  EVENTS_RETENTION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1440),
  CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Rihla Admin <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  JOBS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(2000),
  REQUIRE_2FA_FOR_STAFF: bool.default(false),
  CURRENCY: currencyCodeSchema.default(DEFAULT_CURRENCY),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
})

export type Config = ReturnType<typeof loadConfig>
export type S3Config = NonNullable<Config['s3']>
type Env = z.infer<typeof envSchema>

const invalid = (...lines: string[]) =>
  new Error(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`)

/** Reads and validates the environment once; nothing else in the api reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw invalid(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const e = parsed.data
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed,
  // so `npm start`, `npm run dev` and `npm run seed` all mean the same ./data.
  const base = env.INIT_CWD ?? process.cwd()
  const dataDir = path.resolve(base, e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Replaced at start-up by the one kept in `jwtSecretFile` (keepJwtSecret).
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? randomBytes(48).toString('base64url')),
    jwtSecretFile: e.JWT_SECRET || e.DATABASE_URL ? undefined : path.join(dataDir, 'jwt-secret'),
    /** PostgreSQL without JWT_SECRET: the server must not start (instances would disagree). */
    jwtSecretMissing: !e.JWT_SECRET && e.DATABASE_URL !== undefined,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    stepUpMinutes: e.STEP_UP_MINUTES,
    sessionSweep: {
      everyMs: e.SESSION_SWEEP_INTERVAL_MS,
      tokenRetentionMinutes: e.REFRESH_TOKEN_RETENTION_MINUTES,
    },
    login: {
      rules: {
        // One email from one address: 30 s, then 1, 2, 4… minutes, at most 15.
        emailFromAddress: {
          max: e.LOGIN_MAX_FAILURES_PER_EMAIL,
          baseLockMs: 30_000,
          maxLockMs: 900_000,
          windowMs: e.LOGIN_WINDOW_SECONDS * 1000,
        },
        // One address spraying many emails.
        address: {
          max: e.LOGIN_MAX_FAILURES_PER_IP,
          baseLockMs: 60_000,
          maxLockMs: 900_000,
          windowMs: e.LOGIN_WINDOW_SECONDS * 1000,
        },
        // One account from many addresses: short locks only, so nobody can keep staff out.
        account: {
          max: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
          baseLockMs: 5_000,
          maxLockMs: 60_000,
          windowMs: e.LOGIN_WINDOW_SECONDS * 1000,
        },
        // Every sign-in of one account from one address, right passwords too: a client that
        // knows the password cannot spend the server's argon2 time at will. 60 s, doubling to
        // 15 minutes; nobody else's sign-in is counted on this key.
        signIns: {
          max: e.LOGIN_MAX_PER_ACCOUNT_ADDRESS,
          baseLockMs: 60_000,
          maxLockMs: 900_000,
          windowMs: e.LOGIN_WINDOW_SECONDS * 1000,
        },
      },
    },
    limits: {
      signup: perWindow(e.SIGNUP_MAX_PER_IP, e.SIGNUP_WINDOW_SECONDS),
      upload: perWindow(e.UPLOAD_MAX_PER_USER, e.UPLOAD_WINDOW_SECONDS),
      productChange: perWindow(e.PRODUCT_CHANGE_MAX_PER_USER, e.PRODUCT_CHANGE_WINDOW_SECONDS),
      // A client renews once per access token (15 minutes): ten a minute is a bug or a loop.
      refresh: {
        perSession: perWindow(e.REFRESH_MAX_PER_SESSION, e.REFRESH_WINDOW_SECONDS),
        perAddress: perWindow(e.REFRESH_MAX_PER_IP, e.REFRESH_WINDOW_SECONDS),
      },
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      // Node requires the headers' timeout to be at most the whole request's.
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      idleMs: e.IDLE_TIMEOUT_MS ?? idleDefault(e.DATABASE_STATEMENT_TIMEOUT_MS),
    },
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    /** `password` only when ADMIN_PASSWORD is set: it is then never printed. */
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : undefined,
    shareWebAssets: e.SHARE_WEB_ASSETS ?? e.S3_BUCKET !== undefined,
    uploadsDir: path.join(dataDir, 'uploads'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    undoWindowSeconds: e.UNDO_WINDOW_SECONDS,
    trashPurge: {
      intervalMs: e.TRASH_PURGE_INTERVAL_MS,
      graceSeconds: e.TRASH_PURGE_GRACE_SECONDS,
    },
    rejectedPurge: {
      retentionDays: e.REJECTED_RETENTION_DAYS,
      intervalMs: e.REJECTED_PURGE_INTERVAL_MS,
    },
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(base, e.BACKUP_DIR),
          keep: e.BACKUP_KEEP,
          intervalMs: e.BACKUP_INTERVAL_MS,
        }
      : undefined,
    appealWindowDays: e.APPEAL_WINDOW_DAYS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    uploadUrlTtlSeconds: e.UPLOAD_URL_TTL_SECONDS,
    s3: s3Config(e),
    database: {
      poolSize: e.DATABASE_POOL_SIZE,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      applicationName: e.DATABASE_APPLICATION_NAME,
      directUrl: e.DATABASE_DIRECT_URL,
      preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
      connectRetrySeconds: e.DATABASE_CONNECT_RETRY_SECONDS,
    },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    events: { heartbeatMs: e.EVENTS_HEARTBEAT_MS, retentionMinutes: e.EVENTS_RETENTION_MINUTES },
    claimSeconds: e.CLAIM_SECONDS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    publicUrl: publicUrl(e),
    passwordReset: {
      perAddress: perWindow(e.PASSWORD_RESET_MAX_PER_IP, e.PASSWORD_RESET_WINDOW_SECONDS),
      perAccount: perWindow(e.PASSWORD_RESET_MAX_PER_ACCOUNT, e.PASSWORD_RESET_WINDOW_SECONDS),
    },
    jobs: { pollMs: e.JOBS_POLL_MS },
    requireTwoFactorForStaff: e.REQUIRE_2FA_FOR_STAFF,
    currency: e.CURRENCY,
  }
}

/**
 * Links in mails are built from PUBLIC_URL only: a Host header is the client's to write, and a
 * reset link pointing at an attacker's host would hand them the token. So mail needs it.
 */
function publicUrl(e: Env): string | undefined {
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw invalid('PUBLIC_URL is required with SMTP_URL (links in mails are built from it)')
  }
  if (!e.PUBLIC_URL) return undefined
  const url = new URL(e.PUBLIC_URL)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid('PUBLIC_URL must be an http or https URL')
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function s3Config(e: Env) {
  if (!e.S3_BUCKET) return undefined
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw invalid('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together')
  }
  return {
    bucket: e.S3_BUCKET,
    /** Any S3-compatible service (MinIO, R2, …); undefined means AWS itself. */
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    // Undefined: the AWS SDK's own chain (environment, instance role, …).
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  }
}

/** `max` attempts per window; the `max`-th locks the key for a window. */
function perWindow(max: number, windowSeconds: number): LimitRule {
  const ms = windowSeconds * 1000
  return { max, baseLockMs: ms, maxLockMs: ms, windowMs: ms }
}

/**
 * Which `X-Forwarded-For` entries to believe. The client writes that header, and its
 * left-most entry is whatever the client wrote, so "trust everything" is never offered:
 * `true` means one proxy (the address that proxy saw, the right-most entry); a number is the
 * count of proxies in front; a list trusts only those addresses or CIDRs.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim().toLowerCase()
  if (['', 'false', '0', 'no'].includes(v)) return false
  if (['true', 'yes'].includes(v)) return 1
  if (/^\d+$/.test(v)) return Number(v)
  const list = v.split(',').map((item) => item.trim())
  for (const item of list) {
    const [address = '', bits, ...rest] = item.split('/')
    const family = isIP(address)
    const maxBits = family === 6 ? 128 : 32
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)
    if (!family || !validBits || rest.length > 0)
      throw invalid(
        `TRUST_PROXY: "${item}" is not an address or CIDR (use false, true, a hop count or a comma-separated list)`,
      )
  }
  return list
}

/**
 * Without JWT_SECRET on the embedded database, a secret kept in the data folder, so a restart
 * signs nobody out (PostgreSQL demands JWT_SECRET: instances would each sign with their own).
 */
export function keepJwtSecret(config: Config): Config {
  const file = config.jwtSecretFile
  if (!file) return config
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  }
  return { ...config, jwtSecret: new TextEncoder().encode(readFileSync(file, 'utf8').trim()) }
}

/**
 * The idle timeout when IDLE_TIMEOUT_MS is unset: 30 s, or longer than the longest statement
 * (DATABASE_STATEMENT_TIMEOUT_MS) plus the pool's 5 s wait for a connection and a margin, so
 * a request waiting on a slow statement is answered on a socket that is still open.
 */
export function idleDefault(statementTimeoutMs: number): number {
  return Math.max(30_000, statementTimeoutMs + 10_000)
}
