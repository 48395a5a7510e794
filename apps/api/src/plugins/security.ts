import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import helmet from 'helmet'

/**
 * Security headers on every answer: a strict CSP (no inline script), nosniff, no framing, a
 * referrer policy. One set of options for the hooks and for the few answers Fastify sends
 * before any hook runs (a malformed URL), see `setSecurityHeaders`.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chart and layout libraries set style attributes; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
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
} as const satisfies FastifyHelmetOptions

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, HELMET_OPTIONS)
  // API answers carry tokens and personal data: no browser or proxy keeps a copy, unless a
  // route says otherwise. The documentation is public and may be cached.
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

const applyHeaders = helmet(HELMET_OPTIONS)

/** Sets the same headers on an answer that never went through the hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  applyHeaders(request.raw, reply.raw, () => {})
}
