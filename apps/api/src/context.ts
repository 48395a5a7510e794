import type { Role } from '@rihla/contract/constants'
import type { Access } from '@rihla/contract/permissions'
import type { FastifySchema } from 'fastify'
import type { Registry } from 'prom-client'
import type { GuardedStorage } from './backup/removal-gate'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { JobRunner } from './lib/jobs'
import type { Mailer } from './lib/mailer'
import type { PageAnchors } from './lib/page-anchors'
import type { RateLimiter } from './lib/rate-limiter'
import type { Sealer } from './lib/sealed'
import type { SessionCache } from './modules/auth/session-cache'
import type { EventHub } from './modules/events/event-hub'

/** What every route and service may use; built once in app.ts. */
export type AppContext = {
  config: Config
  database: Database
  db: Db
  /** Sign-in, sign-up and upload limits, counted in the database (lib/rate-limiter.ts). */
  limiter: RateLimiter
  /** Uploads; removals wait while a backup copies the files (backup/removal-gate.ts). */
  storage: GuardedStorage
  pageAnchors: PageAnchors
  sessions: SessionCache
  /** The staff event stream's reader and its open streams (modules/events). */
  events: EventHub
  /** The scheduled-job runner: mails now (lib/jobs.ts, decision 032). */
  jobs: JobRunner
  /** Outgoing mail; undefined without SMTP_URL. Only jobs send. */
  mailer: Mailer | undefined
  /** Seals job payloads that hold secrets (a reset link). */
  sealer: Sealer
  /** Set when a shutdown begins: readiness answers 503 so the load balancer stops sending. */
  lifecycle: { draining: boolean }
}

/**
 * Who may call a route: its `config.access`, or `admin-only` when it says nothing, so forgetting is
 * never a hole (decisions 002, 031).
 */
export type RouteAccess = Access | 'admin-only'

export type AuthUser = {
  id: number
  role: Role
  sessionId: string
  /**
   * On an `authenticated` route: REQUIRE_2FA_FOR_STAFF holds this staff account back until it
   * enrolls, so the route uses none of its staff rights (decision 036).
   */
  mustEnroll?: true
}

/** A route as the tests walk it: who may call it, and the schemas that validate its input. */
export type RouteInfo = {
  method: string
  url: string
  access: RouteAccess
  /** Whether the route needs a stepped-up session (decision 055). */
  stepUp: boolean
  schema?: FastifySchema
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    routeTable: RouteInfo[]
    /** Prometheus registry of this app (plugins/observability.ts). */
    metrics: Registry
  }
  interface FastifyContextConfig {
    access?: Access
    /** Staff powers over accounts: the session must be stepped up (decision 055). */
    stepUp?: boolean
  }
  interface FastifyRequest {
    authUser: AuthUser | null
    /** The signed-in user of a route that is not `public` (plugins/authorization.ts). */
    readonly user: AuthUser
    /** The version If-Match names, on a route that reads it (lib/versions.ts). */
    ifMatch: number | undefined
  }
}
