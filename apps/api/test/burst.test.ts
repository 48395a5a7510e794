import { beforeAll, describe, expect, it } from 'vitest'
import { burst, listen } from './burst'
import { useTestApp } from './helpers'

const t = useTestApp()
let port: number
beforeAll(async () => {
  port = await listen(t)
})

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
