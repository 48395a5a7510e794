import { describe, expect, it } from 'vitest'
import { redactQuery } from '../src/plugins/observability'
import { createTestApp, useTestApp } from './helpers'

const METRICS_TOKEN = 'metrics-token-0123456789abcdef'
const t = useTestApp({ METRICS_TOKEN })

describe('request ids', () => {
  it('answers with the caller’s X-Request-Id when it is a plain value', async () => {
    const res = await t.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    })
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42')
  })

  it('makes a new id when none is given, or when the given one is not a plain value', async () => {
    const none = await t.app.inject({ url: '/api/health/live' })
    const hostile = await t.app.inject({
      url: '/api/health/live',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    })
    for (const res of [none, hostile]) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(none.headers['x-request-id']).not.toBe(hostile.headers['x-request-id'])
  })

  it('carries the id on error answers too', async () => {
    const res = await t.app.inject({
      url: '/api/users',
      headers: { 'x-request-id': 'trace-401' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.headers['x-request-id']).toBe('trace-401')
  })
})

describe('logged URLs', () => {
  it('keep the query names and drop their values', () => {
    expect(redactQuery('/api/users?search=amina@example.dz&page=2')).toBe(
      '/api/users?search=[redacted]&page=[redacted]',
    )
    expect(redactQuery('/api/products')).toBe('/api/products')
  })
})

describe('liveness and readiness', () => {
  it('is live and ready while the database and storage answer', async () => {
    const live = await t.app.inject({ url: '/api/health/live' })
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ url: '/api/health/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready' })
  })

  it('is not ready while draining for a shutdown, but still live', async () => {
    t.app.ctx.lifecycle.draining = true
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ reason: 'draining' })
      expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200)
    } finally {
      t.app.ctx.lifecycle.draining = false
    }
  })
})

describe('/metrics', () => {
  it('refuses a scraper without the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401)
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789abcdeX' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('gives latency per route pattern, the event-loop lag and memory', async () => {
    await t.app.inject({ url: '/api/products/12345', headers: {} })
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    // The pattern, not the id: one series per route whatever the ids.
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status_code="401"\} 1/,
    )
    // No series is labelled with the id. A value may hold its digits: a run failed on
    // `process_resident_memory_bytes 1123454976`.
    const labelSets = res.body.match(/\{[^}]*\}/g) ?? []
    expect(labelSets.length).toBeGreaterThan(0)
    expect(labelSets.filter((labels) => labels.includes('12345'))).toEqual([])
    expect(res.body).toContain('nodejs_eventloop_lag_seconds')
    expect(res.body).toContain('process_resident_memory_bytes')
  })

  it('is not served on the main port without a token configured', async () => {
    const plain = await createTestApp()
    try {
      const res = await plain.app.inject({ url: '/metrics' })
      expect(res.headers['content-type'] ?? '').not.toContain('version=0.0.4')
      expect(res.body).not.toContain('http_request_duration_seconds')
    } finally {
      await plain.close()
    }
  })
})
