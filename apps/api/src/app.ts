import multipart from '@fastify/multipart'
import { MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { guardRemovals } from './backup/removal-gate'
import { registerScheduledBackup } from './backup/scheduled'
import type { Config } from './config'
import type { AppContext, RouteInfo } from './context'
import type { Database } from './db/client'
import { configuredSigner, createStorage } from './lib/create-storage'
import { JobRunner } from './lib/jobs'
import { createMailer } from './lib/mailer'
import { PageAnchors } from './lib/page-anchors'
import { RateLimiter } from './lib/rate-limiter'
import { sealer } from './lib/sealed'
import { registerVersions } from './lib/versions'
import { activityRoutes } from './modules/activity/routes'
import { appealRoutes, productAppealRoutes } from './modules/appeals/routes'
import { registerLimitSweep } from './modules/auth/limit-sweep'
import { registerPasswordJobs } from './modules/auth/password-jobs'
import { authRoutes } from './modules/auth/routes'
import { SessionCache } from './modules/auth/session-cache'
import { bannerRoutes } from './modules/banners/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { EventHub } from './modules/events/event-hub'
import { registerEventSweep } from './modules/events/event-sweep'
import { eventRoutes } from './modules/events/routes'
import { healthRoutes } from './modules/health/routes'
import { registerInsightsRollup } from './modules/insights/rollup-service'
import { insightsRoutes } from './modules/insights/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { presenceRoutes } from './modules/presence/routes'
import { pictureVisibility } from './modules/products/picture-visibility-repository'
import { registerTrashPurge } from './modules/products/products-trash-service'
import { productRoutes } from './modules/products/routes'
import { registerRejectedPurge } from './modules/review/rejected-purge'
import { reviewRoutes } from './modules/review/routes'
import { searchRoutes } from './modules/search/routes'
import { registerSellerMail } from './modules/seller-mail/seller-mail-service'
import { settingsRoutes } from './modules/settings/routes'
import { signalRoutes } from './modules/signals/routes'
import { registerSignalJobs } from './modules/signals/signals-service'
import { subcategoryRoutes } from './modules/subcategories/routes'
import { personalDataRoutes } from './modules/users/personal-data-routes'
import { userRoutes } from './modules/users/routes'
import { waitingProductRoutes } from './modules/waiting-products/routes'
import { registerAuthorization } from './plugins/authorization'
import { answerClientError } from './plugins/client-errors'
import { registerCompression } from './plugins/compression'
import { answerFrameworkError, registerErrorHandling } from './plugins/errors'
import { trackConnections } from './plugins/idle-connections'
import { registerJsonBody } from './plugins/json-body'
import {
  logSerializers,
  registerMetricsRoute,
  registerObservability,
  requestId,
} from './plugins/observability'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security'
import { compiledSerializer } from './plugins/serializer'
import { registerStaticWeb } from './plugins/static-web'
import { registerUploads } from './plugins/uploads'

export type BuildOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
}

/** Builds the whole app (plugins, then routes) without listening; tests call it through inject. */
export async function buildApp({ config, database, logger }: BuildOptions) {
  const app = Fastify({
    // JSON lines (pino) with query values redacted; tests pass their own logger.
    logger: logger ?? { level: config.logLevel, serializers: logSerializers },
    genReqId: requestId,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients (slowloris, a body one byte at a time) cannot hold a connection: the whole
    // request must arrive within `requestMs`, its headers within `headersMs`, and a socket
    // silent for `idleMs` is closed. Node checks these every `connectionsCheckingInterval`.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(
        1000,
        Math.max(50, Math.floor(config.timeouts.headersMs / 5)),
      ),
    },
    // While shutting down, new requests get a 503 and in-flight ones finish.
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  app.setValidatorCompiler(validatorCompiler)
  // Compiled per route; checked against the zod schemas too everywhere but in production.
  app.setSerializerCompiler(compiledSerializer(config.env !== 'production'))

  const signer = configuredSigner(config)
  const sessions = new SessionCache(config.sessionCacheMs)
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    limiter: new RateLimiter(database.db),
    storage: guardRemovals(await createStorage(config, signer), database),
    pageAnchors: new PageAnchors(),
    sessions,
    lifecycle: { draining: false },
    events: new EventHub(database, config.events, app.log, () => sessions.invalidate()),
    jobs: new JobRunner(database.db, app.log, config.jobs.pollMs),
    mailer: config.mail ? createMailer(config.mail) : undefined,
    sealer: sealer(config.jwtSecret),
  }
  registerPasswordJobs(ctx)
  registerSignalJobs(ctx)
  registerSellerMail(ctx)
  app.decorate('ctx', ctx)
  const metrics = registerObservability(app, database)
  app.decorate('metrics', metrics)
  if (config.metrics.token) registerMetricsRoute(app, metrics, config.metrics.token)
  // The route table, with who may call each route: the authorization tests walk it so that
  // a new route cannot ship without being checked.
  const routes: RouteInfo[] = []
  app.decorate('routeTable', routes)
  app.addHook('onRoute', (route) => {
    // The OpenAPI pages are documentation, public by design (docs/decisions/004-openapi.md).
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      if (method === 'HEAD') continue
      routes.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'admin-only',
        stepUp: route.config?.stepUp === true,
        schema: route.schema,
      })
    }
  })

  registerErrorHandling(app)
  registerJsonBody(app)
  registerSecurityHeaders(app)

  await registerOpenApi(app)
  await app.register(multipart, {
    // Streaming limits: a 10 MB + 1 byte file is refused while it arrives (413).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 20_000, parts: 25 },
  })
  await app.register(
    async (api) => {
      await registerCompression(api)
      registerAuthorization(api)
      registerVersions(api)
      await api.register(healthRoutes, { prefix: '/health' })
      await api.register(authRoutes, { prefix: '/auth' })
      await api.register(userRoutes, { prefix: '/users' })
      await api.register(personalDataRoutes, { prefix: '/users' })
      await api.register(subcategoryRoutes, { prefix: '/products/sub-categories' })
      await api.register(productRoutes, { prefix: '/products' })
      await api.register(waitingProductRoutes, { prefix: '/products' })
      await api.register(reviewRoutes, { prefix: '/products' })
      await api.register(signalRoutes, { prefix: '/products' })
      await api.register(productAppealRoutes, { prefix: '/products' })
      await api.register(appealRoutes, { prefix: '/appeals' })
      await api.register(notificationRoutes, { prefix: '/notifications' })
      await api.register(bannerRoutes, { prefix: '/banners' })
      await api.register(dashboardRoutes)
      await api.register(insightsRoutes, { prefix: '/stats' })
      await api.register(activityRoutes, { prefix: '/activity' })
      await api.register(searchRoutes, { prefix: '/search' })
      await api.register(eventRoutes, { prefix: '/events' })
      await api.register(presenceRoutes, { prefix: '/presence' })
      await api.register(settingsRoutes, { prefix: '/settings' })
    },
    { prefix: '/api' },
  )

  // Banners are public by nature; a product picture is public once the product is approved.
  await registerUploads(app, signer, async (key) =>
    key.startsWith('banners/') ? 'public' : pictureVisibility(ctx.db, key),
  )
  await registerStaticWeb(app)
  // Open event streams end first on a shutdown, so they do not hold it for the whole grace.
  await ctx.events.start()
  const connections = trackConnections(app.server)
  let sweep: NodeJS.Timeout | undefined
  app.addHook('preClose', (done) => {
    ctx.events.closeAll()
    // Sweep until the server is closed: a connection that turns idle after the close began (a
    // stream just ended, an answer just sent) is ended too, while answers in flight finish.
    connections.closeIdle()
    sweep = setInterval(() => connections.closeIdle(), 100).unref()
    app.server.once('close', () => clearInterval(sweep))
    done()
  })
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep)
    done()
  })
  app.addHook('onClose', () => ctx.events.stop())
  // Queued work (mails) and recurring work run once across instances (decision 032):
  // products deleted or rejected stay restorable for a few seconds, then the trash is emptied;
  // spent limiter rows, old known addresses and expired reset links are deleted every minute.
  registerTrashPurge(ctx)
  registerRejectedPurge(ctx)
  registerLimitSweep(ctx)
  registerEventSweep(ctx)
  const backupsDone = registerScheduledBackup(ctx, metrics, app.log)
  registerInsightsRollup(ctx)
  ctx.jobs.start()
  app.addHook('onClose', async () => {
    await ctx.jobs.stop()
    await backupsDone()
    ctx.mailer?.close()
  })
  return app
}

/** A hop count n trusts the n nearest proxies; `X-Forwarded-For` is read from the right. */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust
  return (_address: string, hop: number) => hop < trust
}

export type App = Awaited<ReturnType<typeof buildApp>>
