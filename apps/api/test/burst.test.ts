import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { burst, listen } from './burst'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp()
  port = await listen(t)
})
afterAll(() => t.close())

describe('burst (the concurrent-attack helper)', () => {
  it('delivers every request and reads every answer, in order', async () => {
    const answers = await burst(port, [
      ...Array.from({ length: 60 }, () => ({ method: 'GET', path: '/api/health' })),
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { email: 'nobody@example.dz', password: 'x' },
      },
    ])
    expect(answers.slice(0, 60).map((a) => a.status)).toEqual(Array(60).fill(200))
    expect(answers[60]?.status).toBe(401)
    expect(answers[60]?.json<{ message: string }>().message).toBeTypeOf('string')
  })
})
