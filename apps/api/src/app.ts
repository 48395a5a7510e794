import multipart from '@fastify/multipart'
import { MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { AppContext, RouteInfo } from './context'
import type { Database } from './db/client'
import { configuredSigner, createStorage } from './lib/create-storage'
import { PageAnchors } from './lib/page-anchors'
import { LoginLimiter } from './modules/auth/login-limiter'
import { authRoutes } from './modules/auth/routes'
import { SessionCache } from './modules/auth/session-cache'
import { bannerRoutes } from './modules/banners/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { healthRoutes } from './modules/health/routes'
import { pictureVisibility } from './modules/products/picture-visibility'
import { startTrashPurge } from './modules/products/products-trash-service'
import { productRoutes } from './modules/products/routes'
import { searchRoutes } from './modules/search/routes'
import { subcategoryRoutes } from './modules/subcategories/routes'
import { userRoutes } from './modules/users/routes'
import { waitingProductRoutes } from './modules/waiting-products/routes'
import { registerAuthorization } from './plugins/authorization'
import { answerClientError } from './plugins/client-errors'
import { answerFrameworkError, registerErrorHandling } from './plugins/errors'
import { registerJsonBody } from './plugins/json-body'
import {
  logSerializers,
  registerMetricsRoute,
  registerObservability,
  requestId,
} from './plugins/observability'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurityHeaders } from './plugins/security'
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While shutting down, new requests get a 503 and in-flight ones finish.
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const signer = configuredSigner(config)
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    loginLimiter: new LoginLimiter(config.login.windowSeconds * 1000),
    storage: await createStorage(config, signer),
    pageAnchors: new PageAnchors(),
    sessions: new SessionCache(config.sessionCacheMs),
    lifecycle: { draining: false },
  }
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
        access: route.config?.access ?? 'admin',
        schema: route.schema,
      })
    }
  })

  registerErrorHandling(app)
  registerJsonBody(app)
  await registerSecurityHeaders(app)

  await registerOpenApi(app)
  await app.register(multipart, {
    // Streaming limits: a 10 MB + 1 byte file is refused while it arrives (413).
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 20_000, parts: 25 },
  })
  await app.register(
    async (api) => {
      registerAuthorization(api)
      await api.register(healthRoutes, { prefix: '/health' })
      await api.register(authRoutes, { prefix: '/auth' })
      await api.register(userRoutes, { prefix: '/users' })
      await api.register(subcategoryRoutes, { prefix: '/products/sub-categories' })
      await api.register(productRoutes, { prefix: '/products' })
      await api.register(waitingProductRoutes, { prefix: '/products' })
      await api.register(bannerRoutes, { prefix: '/banners' })
      await api.register(dashboardRoutes)
      await api.register(searchRoutes, { prefix: '/search' })
    },
    { prefix: '/api' },
  )

  // Banners are public by nature; a product picture is public once the product is approved.
  await registerUploads(app, signer, async (key) =>
    key.startsWith('banners/') ? 'public' : pictureVisibility(ctx.db, key),
  )
  await registerStaticWeb(app)
  // Products deleted or rejected stay restorable for a few seconds; this empties the trash.
  const stopTrashPurge = startTrashPurge(ctx, app.log)
  app.addHook('onClose', stopTrashPurge)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
