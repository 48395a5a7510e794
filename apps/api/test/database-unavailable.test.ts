// A database that is away is a 503 with the product's JSON message, at once: not a 500, not a
// request left hanging until the database returns (the chaos run, `npm run chaos`, measures it).
import { MESSAGES } from '@rihla/contract/messages'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openDatabase } from '../src/db/client'
import { isDatabaseUnavailable } from '../src/plugins/errors'

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting or cut off, also when wrapped', () => {
    for (const error of [
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED')], 'connect failed'),
      new DrizzleQueryError('select 1', [], pgError('57P01')),
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true)
    }
  })

  it('leaves other failures alone', () => {
    for (const error of [
      new Error('boom'),
      pgError('23505', 'duplicate key'),
      new DrizzleQueryError('select 1', [], pgError('42P01', 'relation does not exist')),
      undefined,
      'text',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false)
    }
  })
})

describe('a request while PostgreSQL refuses connections', () => {
  let database: Database
  let app: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    database = await openDatabase({ driver: 'postgres', url: 'postgres://postgres@127.0.0.1:1/x' })
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
    })
    app = await buildApp({ config, database, logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 503 with a JSON message, for a route and for the health check', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@rihla.dz', password: 'Admin@2026' },
    })
    expect(login.statusCode).toBe(503)
    expect(login.json()).toEqual({
      message: MESSAGES.generic.unavailable,
      code: 'generic.unavailable',
    })
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({
      message: MESSAGES.generic.unavailable,
      code: 'generic.unavailable',
    })
  })
})
