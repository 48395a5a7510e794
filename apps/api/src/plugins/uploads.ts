import type { FastifyInstance, FastifyReply } from 'fastify'
import { isSafeKey, UPLOADS_PREFIX } from '../lib/storage'
import type { UrlSigner } from '../lib/upload-urls'
import { errorBody } from './errors'

/** How a file may be read: by anyone, only with a valid signature, or not at all. */
export type FileVisibility = 'public' | 'signed' | 'none'

const PUBLIC_CACHE = 'public, max-age=31536000, immutable'

/**
 * Serves uploaded files at /uploads/*: public ones cached a year, others only under a signed URL;
 * anything else is a 404, so an unsigned URL cannot tell a waiting picture from a missing one.
 */
export async function registerUploads(
  app: FastifyInstance,
  signer: UrlSigner,
  visibility: (key: string) => Promise<FileVisibility>,
) {
  const { storage } = app.ctx
  const refuse = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send(errorBody('upload.fileNotFound'))

  const schema = {
    tags: ['files'],
    summary: 'An uploaded file (a banner, a product picture)',
    description:
      'A public file (a banner, a picture of an approved product) as it is; another one only ' +
      'under the signed URL the API answered (`expires` and `signature` in the query). 404 ' +
      'for anything else, so an unsigned URL does not tell a hidden file from a missing one.',
    produces: ['image/webp', 'application/octet-stream'],
  }
  app.get(
    `${UPLOADS_PREFIX}*`,
    { config: { access: 'public' }, schema },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      if (!isSafeKey(key)) return refuse(reply)
      const seen = await visibility(key)
      let cache: string
      if (seen === 'public') {
        cache = PUBLIC_CACHE
      } else if (seen === 'signed') {
        const query = request.query as Record<string, unknown>
        const left = signer.verify(key, query.expires, query.signature)
        if (left === undefined) return refuse(reply)
        cache = `private, max-age=${left}`
      } else {
        return refuse(reply)
      }
      const file = await storage.get(key)
      if (!file) return refuse(reply)
      reply
        .header('cache-control', cache)
        .header('x-content-type-options', 'nosniff')
        .type(key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
      if (file.size !== undefined) reply.header('content-length', file.size)
      return reply.send(file.body)
    },
  )
}
