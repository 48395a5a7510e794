import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Security headers on every answer: a strict CSP, nosniff, no framing, a referrer policy, also on
 * answers sent before any hook.
 */
const helmetOptions = (imageOrigins: readonly string[]) =>
  ({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Chart and layout libraries set style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Plus the public base of a bucket or CDN banners are loaded from (S3_PUBLIC_URL).
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // ASVS 5.0 V3.4.3 asks for base-uri 'none': no page of ours uses <base>.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  }) as const satisfies HelmetOptions

/** Origins images may come from besides our own. */
const imageOrigins = (app: FastifyInstance) => {
  const base = app.ctx.config.s3?.publicUrl
  return base ? [new URL(base).origin] : []
}

/** The headers are the same on every answer: worked out once, copied on by one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = Object.fromEntries(securityHeaderPairs(app))
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url
    if (
      url.startsWith('/api') &&
      !url.startsWith('/api/docs') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store')
    }
    done(null, payload)
  })
}

const applyHeaders = new WeakMap<FastifyInstance, ReturnType<typeof helmet>>()

/** Sets the same headers on an answer that never went through the hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  const app = request.server
  let apply = applyHeaders.get(app)
  if (!apply) {
    apply = helmet(helmetOptions(imageOrigins(app)))
    applyHeaders.set(app, apply)
  }
  apply(request.raw, reply.raw, () => {})
}

/** The same headers as pairs, for an answer written straight to the socket (client-errors.ts). */
export function securityHeaderPairs(app: FastifyInstance): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  const collector = {
    setHeader: (name: string, value: unknown) => {
      pairs.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
    },
    removeHeader: () => {},
  }
  // helmet only calls setHeader and removeHeader on the response, and never reads the request.
  helmet(helmetOptions(imageOrigins(app)))({} as never, collector as never, () => {})
  return pairs
}
