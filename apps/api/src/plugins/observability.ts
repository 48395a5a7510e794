import { randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client'
import { errorBody } from './errors'

/** A request id a client or proxy may hand us: short and plain, so logs stay safe to read. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Fastify's `genReqId`: the caller's `X-Request-Id` when it is sane, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID()
}

/** The URL as logged: query values can be search terms, emails or tokens, so only names stay. */
export function redactQuery(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`)
  return `${url.slice(0, at)}?${names.join('&')}`
}

/** pino serializers for Fastify's request log lines: method, redacted URL, id, address. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactQuery(request.url),
      hostname: request.hostname,
      remoteAddress: request.ip,
    }
  },
}

/**
 * Request ids in every answer, and Prometheus metrics: latency per route pattern (never the raw
 * URL, so ids do not explode the labels), the pool and Node's defaults; one registry per app, so
 * tests build many.
 */
export function registerObservability(app: FastifyInstance, database: Database): Registry {
  // Synchronous hooks: an async one costs a promise per request for no waiting at all.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })

  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats()
      if (!stats) return
      this.set({ state: 'total' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  void pool
  return registry
}

/**
 * `/metrics` on the main port for `Authorization: Bearer <METRICS_TOKEN>`; without a token it is
 * not served here (METRICS_PORT serves it apart).
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  const expected = Buffer.from(`Bearer ${token}`)
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send(errorBody('auth.tokenRequired'))
    }
    reply.header('content-type', registry.contentType)
    return registry.metrics()
  })
}
