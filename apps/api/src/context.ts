import type { Role } from '@rihla/contract/constants'
import type { FastifySchema } from 'fastify'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { PageAnchors } from './lib/page-anchors'
import type { FileStorage } from './lib/storage'
import type { LoginLimiter } from './modules/auth/login-limiter'
import type { SessionCache } from './modules/auth/session-cache'

/** What every route and service may use; built once in app.ts. */
export type AppContext = {
  config: Config
  database: Database
  db: Db
  loginLimiter: LoginLimiter
  storage: FileStorage
  pageAnchors: PageAnchors
  sessions: SessionCache
}

/** Who may call a route. Routes default to `admin`: forgetting to say is never a hole. */
export type Access = 'public' | 'user' | 'admin'

export type AuthUser = { id: number; role: Role; sessionId: string }

/** A route as the tests walk it: who may call it, and the schemas that validate its input. */
export type RouteInfo = { method: string; url: string; access: Access; schema?: FastifySchema }

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    routeTable: RouteInfo[]
  }
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    authUser: AuthUser | null
  }
}
