import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built web app, when there is one: hashed assets cached for a year, index.html
 * never cached, and every non-API GET that asks for HTML answered with the app. Uploaded
 * files are served by plugins/uploads.ts.
 */
export async function registerStaticWeb(app: FastifyInstance) {
  const { webDist } = app.ctx.config

  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined
  if (!webDist || !indexFile || !existsSync(indexFile)) return
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each file (apps/web/vite.config.ts).
    preCompressed: true,
    // Never a dot file or folder: `.vite/manifest.json` maps every source file to its chunk.
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*']
    // An unknown API path is the API's 404, not the web app.
    if (file === 'api' || file.startsWith('api/')) return reply.callNotFound()
    if (file.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound()
    if (file && /\.[a-z0-9]+$/i.test(file)) {
      return reply.sendFile(file)
    }
    reply.header('Cache-Control', 'no-cache')
    return reply.sendFile('index.html')
  })
}
