import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isSafeKey } from '../lib/storage'
import { assetType, publishWebAssets, WEB_ASSETS_PREFIX } from '../lib/web-assets'
import { loadWebIndex, sendWebIndex } from '../lib/web-index'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app, when there is one: hashed assets cached for a year, index.html never
 * cached, and every non-API GET that asks for HTML answered with the app.
 */
export async function registerStaticWeb(app: FastifyInstance) {
  const { webDist, shareWebAssets } = app.ctx.config

  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined
  if (!webDist || !indexFile || !existsSync(indexFile)) return
  const page = loadWebIndex(indexFile, app.ctx.config.currency)
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each file (apps/web/vite.config.ts).
    preCompressed: true,
    // Never a dot file or folder: `.vite/manifest.json` maps every source file to its chunk.
    dotfiles: 'ignore',
    // The page and its build-time compressed copies hold the build's currency: served below.
    globIgnore: ['index.html', 'index.html.*'],
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('Cache-Control', immutable ? IMMUTABLE : 'no-cache')
    },
  })

  if (shareWebAssets) {
    app.addHook('onReady', async () => {
      try {
        const report = await publishWebAssets(webDist, app.ctx.storage)
        app.log.info(report, 'web assets shared for rolling deploys')
      } catch (error) {
        // Serving matters more than the deploy window: say so, and let the next start retry.
        app.log.error({ err: error }, 'web assets could not be shared: a rolling deploy may 404')
      }
    })
  }
  /** An asset of another build, from the shared storage; 404 when no build has it. */
  const sharedAsset = async (name: string, reply: FastifyReply) => {
    const file = isSafeKey(name)
      ? await app.ctx.storage.get(`${WEB_ASSETS_PREFIX}${name}`)
      : undefined
    if (!file) return reply.callNotFound()
    reply.header('Cache-Control', IMMUTABLE).type(assetType(name))
    if (file.size !== undefined) reply.header('content-length', file.size)
    return reply.send(file.body)
  }

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*']
    // An unknown API path is the API's 404, not the web app.
    if (file === 'api' || file.startsWith('api/')) return reply.callNotFound()
    if (file.split('/').some((segment) => segment.startsWith('.'))) return reply.callNotFound()
    if (file.startsWith('index.html.')) return reply.callNotFound()
    if (file && file !== 'index.html' && /\.[a-z0-9]+$/i.test(file)) {
      // Every file of this build has its own route (wildcard: false): an asset here is not ours.
      const asset = /^assets\/([^/]+)$/.exec(file)?.[1]
      if (asset && shareWebAssets) return sharedAsset(asset, reply)
      return reply.sendFile(file)
    }
    return sendWebIndex(request, reply, page)
  })
}
