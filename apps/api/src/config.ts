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
  // A session's absolute lifetime: refresh tokens slide within it, never past it.
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(90),
  // How long a confirmed password opens staff powers over accounts to a session (decision 055).
  STEP_UP_MINUTES: z.coerce.number().int().min(1).max(720).default(10),
  // The session sweep: how often it runs, and how long a spent or expired
  // refresh token is kept (a replay within it ends its session as a reuse).
  SESSION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  REFRESH_TOKEN_RETENTION_MINUTES: z.coerce.number().int().min(1).max(43_200).default(1440),
  LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  // Every sign-in, right password or not, of one account from one address.
  LOGIN_MAX_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(30),
  // Refresh rotations per session and per address per REFRESH_WINDOW_SECONDS.
  REFRESH_MAX_PER_SESSION: z.coerce.number().int().min(1).default(10),
  REFRESH_MAX_PER_IP: z.coerce.number().int().min(1).default(120),
  REFRESH_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  // Unset: demo data only on the embedded PGlite database (a fresh clone), never on PostgreSQL.
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.string().email().default('admin@rihla.dz'),
  // Unset: the demo's known password in a demo, else a random one printed once.
  ADMIN_PASSWORD: z.string().min(6).optional(),
  WEB_DIST: z.string().optional(),
  // Copy the build's hashed assets into the shared storage for rolling deploys (decision 017).
  // Unset: on with an S3 bucket, off with the local folder.
  SHARE_WEB_ASSETS: bool.optional(),
  TRUST_PROXY: z.string().default('false'),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  SIGNUP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  UPLOAD_MAX_PER_USER: z.coerce.number().int().min(1).default(60),
  UPLOAD_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Edits and picture changes of listings per user per window (each queues the listing's
  // signals): far above a person's pace, far below a script's (decision 053).
  PRODUCT_CHANGE_MAX_PER_USER: z.coerce.number().int().min(1).default(120),
  PRODUCT_CHANGE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Slow clients (docs/security.md): the whole request, its headers, and a silent socket.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // Unset: 30 s, or longer than the longest statement plus a pool wait.
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).optional(),
  UNDO_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(10),
  // How often each instance empties the trash, and how long after the undo window it waits.
  TRASH_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  TRASH_PURGE_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  // Rejected listings are purged this many days after their rejection, checked
  // every REJECTED_PURGE_INTERVAL_MS by one instance.
  REJECTED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // How many days after a rejection its seller may appeal it (decision 057); within the
  // retention above, so a listing is never purged while it can still be appealed.
  APPEAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  REJECTED_PURGE_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  // Scheduled backups (docs/operations.md): a folder turns them on; the newest BACKUP_KEEP stay.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_MS: z.coerce.number().int().min(1000).max(604_800_000).default(86_400_000),
  // How long a session check is remembered in-process (0 turns it off; decision 010).
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // How long a signed URL of a picture that is not public stays valid (docs/decisions/011).
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  // An S3-compatible bucket for uploads instead of DATA_DIR/uploads (docs/decisions/011).
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
  // PostgreSQL connections (docs/operations.md).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DATABASE_APPLICATION_NAME: z.string().min(1).max(63).default('rihla-api'),
  // Behind a transaction pooler (docs/operations.md): a direct connection for the start-up
  // lock and LISTEN, and named prepared statements off unless the pooler tracks them.
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  // How long start-up keeps trying a database that is not there yet (0: fail at once).
  DATABASE_CONNECT_RETRY_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // On SIGTERM: how long in-flight requests (a CSV export, say) may take before the exit.
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  // The staff event stream (modules/events): a comment line this often keeps proxies from
  // closing a quiet stream; events are kept this long for reconnecting clients.
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
  EVENTS_RETENTION_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1440),
  // How long a claim on a waiting product lives without a renewal (the web renews it every
  // 20 s while the page is open and visible): modules/waiting-products/claims-service.ts.
  CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // E-mail: an SMTP server for password reset links, the sender, and the public
  // address links in mails point at (never the request's Host header).
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Rihla Admin <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  // Forgot-password requests per requester address, and reset mails per account, per window.
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  // The scheduled-job runner (decision 032): how often each instance looks for due jobs.
  JOBS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(2000),
  // Staff (admins, moderators) must have a second factor before their permissions work
  // (decision 036); off by default so a fresh clone's demo admin signs straight in.
  REQUIRE_2FA_FOR_STAFF: bool.default(false),
  // Prices are shown and exported in this currency (ISO 4217, decision 039).
  CURRENCY: currencyCodeSchema.default(DEFAULT_CURRENCY),
  // Prometheus metrics: on the main port behind this bearer token, and/or on a port of their own.
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Where METRICS_PORT listens: the loopback address unless said otherwise (it has no token).
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  logLevel: string
  dataDir: string
  /** PostgreSQL when set; otherwise PGlite persisted in `<dataDir>/db` (or in memory for tests). */
  databaseUrl: string | undefined
  jwtSecret: Uint8Array
  /** PostgreSQL without JWT_SECRET: the server must not start (instances would disagree). */
  jwtSecretMissing: boolean
  accessTokenTtlSeconds: number
  refreshTokenTtlDays: number
  /** A session ends this many days after its sign-in, however often it was renewed. */
  sessionMaxDays: number
  /** How long `POST /api/auth/step-up` opens staff powers over accounts to its session. */
  stepUpMinutes: number
  sessionSweep: { everyMs: number; tokenRetentionMinutes: number }
  login: {
    rules: {
      emailFromAddress: LimitRule
      address: LimitRule
      account: LimitRule
      signIns: LimitRule
    }
  }
  /**
   * Sign-ups per address, uploads (pictures) and listing changes per user, each `max` per
   * window, then a window's wait.
   */
  limits: {
    signup: LimitRule
    upload: LimitRule
    productChange: LimitRule
    refresh: { perSession: LimitRule; perAddress: LimitRule }
  }
  timeouts: { requestMs: number; headersMs: number; idleMs: number }
  /** Demo data (users with a known password): SEED_DEMO, else only on the embedded PGlite. */
  seedDemo: boolean
  /** `password` only when ADMIN_PASSWORD is set: it is then never printed. */
  admin: { email: string; password: string | undefined }
  /** Folder of the built web app to serve, when present. */
  webDist: string | undefined
  /**
   * Whether the build's hashed assets are copied into the storage at start-up, and assets
   * missing from the build served from there (rolling deploys, decision 017).
   */
  shareWebAssets: boolean
  uploadsDir: string
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[]
  /** How long a deleted or rejected product can be restored before it is purged. */
  undoWindowSeconds: number
  /** The trash purge: how often it runs, and how long after the undo window a row waits. */
  trashPurge: { intervalMs: number; graceSeconds: number }
  /** Rejected listings not resubmitted: kept this many days, checked this often. */
  rejectedPurge: { retentionDays: number; intervalMs: number }
  /** Days after a rejection within which its seller may appeal it (decision 057). */
  appealWindowDays: number
  /** Scheduled backups into `dir`, the newest `keep` kept; undefined without BACKUP_DIR. */
  backup: { dir: string; keep: number; intervalMs: number } | undefined
  /** How long a session check is remembered in-process; 0 turns the memory off. */
  sessionCacheMs: number
  /** Lifetime of a signed URL of a picture that is not public. */
  uploadUrlTtlSeconds: number
  /** The bucket uploads go to; undefined keeps them in `uploadsDir`. */
  s3: S3Config | undefined
  /** PostgreSQL pool and per-statement settings (PGlite ignores them). */
  database: {
    poolSize: number
    statementTimeoutMs: number
    applicationName: string
    connectRetrySeconds: number
    /** A connection that bypasses a transaction pooler: start-up lock and LISTEN. */
    directUrl: string | undefined
    /** Named prepared statements on hot reads (decision 010); off behind a pooler that drops them. */
    preparedStatements: boolean
  }
  shutdownGraceSeconds: number
  /** The staff event stream: heartbeat period and how long events stay replayable. */
  events: { heartbeatMs: number; retentionMinutes: number }
  /** How long a claim on a waiting product lasts unless renewed. */
  claimSeconds: number
  /** `/metrics`: behind `token` on the main port, and/or unprotected on `port` alone. */
  metrics: { token: string | undefined; port: number | undefined; host: string }
  /** Outgoing mail; undefined without SMTP_URL (resets are then handed out by admins only). */
  mail: { smtpUrl: string; from: string } | undefined
  /** The web app's public origin for links in mails, without a trailing slash. */
  publicUrl: string | undefined
  /** Forgot-password requests per requester address; reset mails per account. */
  passwordReset: { perAddress: LimitRule; perAccount: LimitRule }
  /** How often each instance's job runner looks for due jobs. */
  jobs: { pollMs: number }
  /**
   * REQUIRE_2FA_FOR_STAFF: a staff account without a second factor may use only its own
   * account's routes (`authenticated`) until it enrolls (plugins/authorization.ts).
   */
  requireTwoFactorForStaff: boolean
  /** CURRENCY: the ISO 4217 code prices are shown and exported in (the seed's USD by default). */
  currency: string
}

export type S3Config = {
  bucket: string
  /** Any S3-compatible service (MinIO, R2, …); undefined means AWS itself. */
  endpoint: string | undefined
  region: string
  /** Undefined: the AWS SDK's own chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
  /** Public base (CDN or public bucket) banners are loaded from; without a trailing slash. */
  publicUrl: string | undefined
}

/** Reads and validates the environment once; nothing else in the api reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
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
    jwtSecret: new TextEncoder().encode(
      e.JWT_SECRET ??
        (e.DATABASE_URL ? randomBytes(48).toString('base64url') : persistedSecret(dataDir)),
    ),
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
    appealWindowDays: e.APPEAL_WINDOW_DAYS,
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(base, e.BACKUP_DIR),
          keep: e.BACKUP_KEEP,
          intervalMs: e.BACKUP_INTERVAL_MS,
        }
      : undefined,
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
function publicUrl(e: z.infer<typeof envSchema>): string | undefined {
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL is required with SMTP_URL (links in mails are built from it)',
    )
  }
  if (!e.PUBLIC_URL) return undefined
  const url = new URL(e.PUBLIC_URL)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('Invalid configuration:\n  PUBLIC_URL must be an http or https URL')
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) return undefined
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    )
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
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
      throw new Error(
        `Invalid configuration:\n  TRUST_PROXY: "${item}" is not an address or CIDR (use false, true, a hop count or a comma-separated list)`,
      )
  }
  return list
}

/**
 * Without JWT_SECRET, a random secret is kept in the data folder so that a restart does not
 * sign everybody out. That is right for the embedded database only: on PostgreSQL several
 * instances may serve one database, and each would sign with a key of its own and refuse the
 * others' tokens, so there the secret must be given: the server refuses to start without it
 * (`jwtSecretMissing`), while one-off commands (seeding) get a throwaway key they never use.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

/**
 * The idle timeout when IDLE_TIMEOUT_MS is unset: 30 s, or longer than the longest statement
 * (DATABASE_STATEMENT_TIMEOUT_MS) plus the pool's 5 s wait for a connection and a margin, so
 * a request waiting on a slow statement is answered on a socket that is still open.
 */
export function idleDefault(statementTimeoutMs: number): number {
  return Math.max(30_000, statementTimeoutMs + 10_000)
}
