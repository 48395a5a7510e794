import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Banner } from '@rihla/contract/banners'
import { MESSAGES } from '@rihla/contract/messages'
import { describe, expect, it } from 'vitest'
import { image, multipart, pixelBomb } from './factories'
import { signedIn, useSignedIn, useTestApp } from './helpers'

const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })

const files = () => {
  const dir = path.join(t.config.uploadsDir, 'banners')
  return existsSync(dir) ? readdirSync(dir) : []
}
const upload = async (
  parts: Array<{ field?: string; data: Buffer; filename?: string }>,
  headers = admin.headers,
) => {
  const body = multipart(
    {},
    parts.map((p) => ({
      field: p.field ?? 'banner',
      filename: p.filename ?? 'b.png',
      data: p.data,
    })),
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}
const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/banners?${query}`, headers: admin.headers })

describe('banners', () => {
  it('adds banners and pages them by 3 with the total in X-Total-Count', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await upload([{ data: await image('png', 300, 100) }])
      expect(res.statusCode).toBe(201)
      expect(res.json<Banner>().url).toMatch(/^\/uploads\/banners\/.+\.webp$/)
    }
    const first = await list('page=1')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-total-count']).toBe('7')
    expect(first.json<Banner[]>()).toHaveLength(3)
    const last = await list('page=3&limit=3')
    expect(last.json<Banner[]>()).toHaveLength(1)
    const ids = [
      ...first.json<Banner[]>(),
      ...(await list('page=2')).json<Banner[]>(),
      ...last.json<Banner[]>(),
    ].map((b) => b.id)
    expect(new Set(ids).size).toBe(7)
  })

  it.each([
    ['no file', [], 400, MESSAGES.banner.required],
    ['a text file', [{ data: Buffer.from('not an image') }], 415, MESSAGES.banner.notImage],
    ['a pixel bomb', [{ data: pixelBomb() }], 413, 'Image dimensions are too large.'],
  ])('refuses %s with its message and keeps no file', async (_name, parts, status, message) => {
    const before = files().length
    const res = await upload(parts)
    expect(res.statusCode).toBe(status)
    expect(res.json().message).toBe(message)
    expect(files()).toHaveLength(before)
  })

  it('refuses a file over 10 MB with the seed message', async () => {
    const res = await upload([{ data: Buffer.alloc(10 * 1024 * 1024 + 1) }])
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe(MESSAGES.banner.tooLarge)
  })

  it('deletes a banner and its file', async () => {
    const banner = (await upload([{ data: await image('jpeg', 300, 100) }])).json<Banner>()
    const file = path.join(t.config.uploadsDir, banner.url.replace('/uploads/', ''))
    expect(existsSync(file)).toBe(true)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/banners/${banner.id}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    expect(existsSync(file)).toBe(false)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/banners/${banner.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('lets only admins add and delete', async () => {
    const user = await signedIn(t)
    expect((await upload([{ data: await image() }], user.headers)).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/banners', headers: user.headers }))
        .statusCode,
    ).toBe(200)
  })
})
