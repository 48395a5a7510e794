import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MESSAGES } from '@rihla/contract/messages'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image, multipart } from './factories'
import { useSignedIn, useTestApp } from './helpers'

/**
 * Hostile files beyond those in products.test.ts and banners.test.ts (ASVS V5): an empty file, and
 * polyglots, files that are an image and something else at once.
 */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'A')).id
})

const SCRIPT = '<script>alert(document.cookie)</script>'
const PHP = '<?php system($_GET["c"]); ?>'

/** `GIF89a/*` … `*\/=alert(1)`: a GIF header that a browser would also run as JavaScript. */
function gifScriptPolyglot() {
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'latin1'),
    Buffer.from([0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]),
    Buffer.from(`*/=alert(1);${SCRIPT}`, 'latin1'),
  ])
}

/** A valid PNG followed, after its IEND chunk, by an HTML page with a script. */
async function pngWithHtml() {
  return Buffer.concat([await image('png', 32, 32), Buffer.from(`<html>${SCRIPT}</html>`)])
}

/** A valid JPEG carrying a PHP payload in a comment (COM) segment right after its SOI marker. */
async function jpegWithPhpComment() {
  const jpeg = await image('jpeg', 32, 32)
  const payload = Buffer.from(PHP, 'latin1')
  const length = Buffer.alloc(2)
  length.writeUInt16BE(payload.length + 2)
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), length, payload])
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)])
}

/** A valid PNG with the script in a tEXt chunk, where image viewers keep metadata. */
async function pngWithTextChunk() {
  return sharp(await image('png', 32, 32))
    .png()
    .withMetadata()
    .withExif({ IFD0: { ImageDescription: SCRIPT } })
    .toBuffer()
}

const filesIn = (folder: string) => {
  const dir = path.join(t.config.uploadsDir, folder)
  return existsSync(dir) ? readdirSync(dir).sort() : []
}

type Target = {
  name: string
  folder: string
  upload: (data: Buffer, filename: string) => Promise<LightMyRequestResponse>
  /**
   * Files one accepted upload stores (a display size and, for products, a thumbnail and a
   * square for list cells).
   */
  filesPerUpload: number
  /** The answer to an empty file: the same as to no file at all. */
  emptyMessage: string
}

const targets: Target[] = [
  {
    name: 'products',
    folder: 'products',
    filesPerUpload: 3,
    emptyMessage: MESSAGES.product.image,
    upload: (data, filename) => {
      const body = multipart(
        {
          title: 'Hostile offer',
          price: '10',
          description: 'd',
          location: 'Oran',
          wilaya: '31',
          category: 'A',
          subcategoryId: String(subId),
        },
        [{ field: 'pictures', filename, data }],
      )
      return t.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      })
    },
  },
  {
    name: 'banners',
    folder: 'banners',
    filesPerUpload: 1,
    emptyMessage: MESSAGES.banner.required,
    upload: (data, filename) => {
      const body = multipart({}, [{ field: 'banner', filename, data }])
      return t.app.inject({
        method: 'POST',
        url: '/api/banners',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      })
    },
  },
]

describe.each(targets)('hostile files sent to $name', (target) => {
  it('refuses a zero-byte file like a missing one, and keeps no file', async () => {
    const before = filesIn(target.folder)
    const res = await target.upload(Buffer.alloc(0), 'empty.png')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(target.emptyMessage)
    expect(filesIn(target.folder)).toEqual(before)
  })

  it('refuses a GIF/JavaScript polyglot that is no decodable image, and keeps no file', async () => {
    const before = filesIn(target.folder)
    const res = await target.upload(gifScriptPolyglot(), 'x.gif')
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ message: MESSAGES.banner.notImage, code: 'banner.notImage' })
    expect(filesIn(target.folder)).toEqual(before)
  })

  it.each([
    ['a PNG followed by an HTML page', pngWithHtml, SCRIPT, 'x.png'],
    ['a JPEG with a PHP comment', jpegWithPhpComment, PHP, 'x.php.jpg'],
    ['a PNG with a script in its metadata', pngWithTextChunk, SCRIPT, 'x.png'],
  ])(
    'keeps %s only as a re-encoded WebP without the payload',
    async (_name, make, payload, filename) => {
      const data = await make()
      // The file as sent really carries the payload, and is an image sharp can read.
      expect(data.includes(Buffer.from(payload, 'latin1'))).toBe(true)
      expect((await sharp(data).metadata()).width).toBe(32)
      const before = filesIn(target.folder)
      const res = await target.upload(data, filename)
      expect(res.statusCode, res.body).toBe(201)
      const added = filesIn(target.folder).filter((f) => !before.includes(f))
      expect(added).toHaveLength(target.filesPerUpload)
      for (const file of added) {
        expect(file).toMatch(/^[0-9a-f-]{36}(-thumb|-small)?\.webp$/)
        const stored = readFileSync(path.join(t.config.uploadsDir, target.folder, file))
        expect((await sharp(stored).metadata()).format).toBe('webp')
        expect(stored.includes(Buffer.from(payload, 'latin1'))).toBe(false)
        expect(stored.includes(Buffer.from('alert', 'latin1'))).toBe(false)
        expect(stored.includes(Buffer.from('<?php', 'latin1'))).toBe(false)
      }
      // Served as an image that the browser must not sniff into anything else.
      const url = res.json<{ url?: string; pictures?: Array<{ url: string }> }>()
      const served = await t.app.inject({
        method: 'GET',
        url: url.url ?? url.pictures?.[0]?.url ?? '',
      })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['x-content-type-options']).toBe('nosniff')
    },
  )
})
