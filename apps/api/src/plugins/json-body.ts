import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify reads them, except that an empty body is no body. Many HTTP clients
 * send `Content-Type: application/json` on every request, also on the seed's body-less calls
 * (`PUT /api/users/{id}/block`, `PATCH /api/products/{id}/accept`); Fastify refuses those
 * with 400 "empty JSON body". Routes that need a body still refuse `undefined` through their
 * schema, with the usual 400. Everything else (bad JSON, `__proto__` keys, the size limit) is
 * Fastify's own parser.
 */
export function registerJsonBody(app: FastifyInstance) {
  const fastifyJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string' hands over a string; the type also allows a Buffer.
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text === '') {
      done(null, undefined)
      return
    }
    fastifyJson(request, text, done)
  })
}
