import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { publishWebAssets } from '../src/lib/web-assets'
import { createTestApp, type TestApp } from './helpers'
import { startS3Server } from './s3-server'

/**
 * Rolling deploys (decision 017): two builds of the web app serve at once, each on
 * its own instance, sharing one bucket. A page loaded from either build must find its lazily
 * loaded scripts on an instance of the other. PGlite only: the database plays no part.
 */
function build(files: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'rihla-build-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  for (const [name, body] of Object.entries(files)) {
    writeFileSync(path.join(dist, 'assets', name), body)
  }
  return dist
}

let s3: Awaited<ReturnType<typeof startS3Server>>
let oldBuild: string
let newBuild: string
let oldApp: TestApp
let newApp: TestApp
beforeAll(async () => {
  s3 = await startS3Server()
  oldBuild = build({
    'index-aaa111.js': 'console.log("old")',
    'index-aaa111.js.br': 'brotli bytes',
    'index-aaa111.js.gz': 'gzip bytes',
    'users-aaa222.js': 'export const users = "old"',
    'users-aaa333.css': '.old{}',
  })
  newBuild = build({
    'index-bbb111.js': 'console.log("new")',
    'users-bbb222.js': 'export const users = "new"',
  })
  // The old release runs, then the new one starts beside it: S3 turns sharing on by default.
  oldApp = await createTestApp({ ...s3.env, WEB_DIST: oldBuild })
  newApp = await createTestApp({ ...s3.env, WEB_DIST: newBuild })
})
afterAll(async () => {
  await oldApp?.close()
  await newApp?.close()
  await s3?.close()
  for (const dist of [oldBuild, newBuild]) rmSync(dist, { recursive: true, force: true })
})

describe('web assets during a rolling deploy', () => {
  it('copies each build’s hashed assets into the bucket before serving, not the compressed copies', async () => {
    expect(await s3.keys('web-assets/')).toEqual([
      'web-assets/index-aaa111.js',
      'web-assets/index-bbb111.js',
      'web-assets/users-aaa222.js',
      'web-assets/users-aaa333.css',
      'web-assets/users-bbb222.js',
    ])
  })

  it('serves a script of the old build from an instance of the new one, and the other way round', async () => {
    const old = await newApp.app.inject({ method: 'GET', url: '/assets/users-aaa222.js' })
    expect(old.statusCode).toBe(200)
    expect(old.body).toBe('export const users = "old"')
    expect(old.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(old.headers['x-content-type-options']).toBe('nosniff')

    const css = await newApp.app.inject({ method: 'GET', url: '/assets/users-aaa333.css' })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')

    const next = await oldApp.app.inject({ method: 'GET', url: '/assets/users-bbb222.js' })
    expect(next.statusCode).toBe(200)
    expect(next.body).toBe('export const users = "new"')
  })

  it('still serves its own build from disk, compressed when the browser accepts it', async () => {
    const own = await oldApp.app.inject({
      method: 'GET',
      url: '/assets/index-aaa111.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-encoding']).toBe('br')
    expect(own.body).toBe('brotli bytes')
  })

  it('answers 404 for an asset no build has, and for a name that is not a key', async () => {
    for (const url of [
      '/assets/nobody-zzz999.js',
      '/assets/%2e%2e%2fsecret.js',
      '/assets/a..b.js',
    ]) {
      const res = await newApp.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json().message).toContain('not found')
    }
  })

  it('does not expose the shared assets as uploads', async () => {
    const res = await newApp.app.inject({
      method: 'GET',
      url: '/uploads/web-assets/users-aaa222.js',
    })
    expect(res.statusCode).toBe(404)
  })

  it('copies nothing again when a build is already shared', async () => {
    expect(await publishWebAssets(oldBuild, oldApp.app.ctx.storage)).toEqual({
      copied: 0,
      present: 3,
    })
  })
})

describe('web assets on the local folder', () => {
  it('are not shared unless asked (one machine: nothing to share with)', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).shareWebAssets).toBe(false)
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), S3_BUCKET: 'rihla' }).shareWebAssets).toBe(true)
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), S3_BUCKET: 'rihla', SHARE_WEB_ASSETS: 'false' })
        .shareWebAssets,
    ).toBe(false)
  })

  it('when asked, two builds on one DATA_DIR (instances on one machine) find each other’s assets', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rihla-shared-data-'))
    const a = await createTestApp({
      DATA_DIR: dataDir,
      SHARE_WEB_ASSETS: 'true',
      WEB_DIST: oldBuild,
    })
    const b = await createTestApp({
      DATA_DIR: dataDir,
      SHARE_WEB_ASSETS: 'true',
      WEB_DIST: newBuild,
    })
    try {
      const res = await b.app.inject({ method: 'GET', url: '/assets/users-aaa222.js' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe('export const users = "old"')
      const unshared = await createTestApp({ WEB_DIST: newBuild })
      try {
        const miss = await unshared.app.inject({ method: 'GET', url: '/assets/users-aaa222.js' })
        expect(miss.statusCode).toBe(404)
      } finally {
        await unshared.close()
      }
    } finally {
      await a.close()
      await b.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
