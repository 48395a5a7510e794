import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify reads them, except that an empty body is no body: many clients send
 * `Content-Type: application/json` on the seed's body-less calls.
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
