import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'

const secret = { JWT_SECRET: 'x'.repeat(40) }

describe('loadConfig', () => {
  it('reads the defaults', () => {
    const config = loadConfig({ ...secret, INIT_CWD: '/srv/rihla' })
    expect(config.port).toBe(3000)
    expect(config.seedDemo).toBe(true)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.accessTokenTtlSeconds).toBe(900)
  })

  it('leaves staff two-factor optional unless REQUIRE_2FA_FOR_STAFF turns it on', () => {
    expect(loadConfig(secret).requireTwoFactorForStaff).toBe(false)
    expect(loadConfig({ ...secret, REQUIRE_2FA_FOR_STAFF: 'true' }).requireTwoFactorForStaff).toBe(
      true,
    )
    expect(loadConfig({ ...secret, REQUIRE_2FA_FOR_STAFF: '0' }).requireTwoFactorForStaff).toBe(
      false,
    )
    expect(() => loadConfig({ ...secret, REQUIRE_2FA_FOR_STAFF: 'on' })).toThrow(
      /REQUIRE_2FA_FOR_STAFF/,
    )
  })

  it('resolves data and web folders from where the npm command was typed', () => {
    const config = loadConfig({ ...secret, INIT_CWD: '/srv/rihla', WEB_DIST: 'apps/web/dist' })
    expect(config.dataDir).toBe(path.resolve('/srv/rihla/data'))
    expect(config.uploadsDir).toBe(path.resolve('/srv/rihla/data/uploads'))
    expect(config.webDist).toBe(path.resolve('/srv/rihla/apps/web/dist'))
  })

  it('refuses bad settings with a message naming each one', () => {
    expect(() => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', SEED_DEMO: 'maybe' })).toThrow(
      /PORT[\s\S]*JWT_SECRET[\s\S]*SEED_DEMO/,
    )
  })

  it('keeps uploads on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig(secret).s3).toBeUndefined()
    const config = loadConfig({
      ...secret,
      S3_BUCKET: 'rihla-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.dz/rihla/',
    })
    expect(config.s3).toEqual({
      bucket: 'rihla-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.dz/rihla',
    })
    expect(config.uploadUrlTtlSeconds).toBe(900)
  })

  it('refuses half of the S3 credentials and a public base that is no URL', () => {
    expect(() => loadConfig({ ...secret, S3_BUCKET: 'rihla', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => loadConfig({ ...secret, S3_BUCKET: 'rihla', S3_PUBLIC_URL: 'cdn' })).toThrow(
      /S3_PUBLIC_URL/,
    )
  })

  it('reads TRUST_PROXY as off, a hop count (true is one proxy) or a list of addresses and CIDRs', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ ...secret, TRUST_PROXY }).trustProxy
    expect(loadConfig(secret).trustProxy).toBe(false)
    expect(trust('false')).toBe(false)
    expect(trust('true')).toBe(1)
    expect(trust('2')).toBe(2)
    expect(trust('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.300'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/)
  })
})
