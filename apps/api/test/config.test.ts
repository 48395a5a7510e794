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
})
