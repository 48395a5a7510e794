import { beforeAll, describe, expect, it } from 'vitest'
import { burst, listen } from './burst'
import { signedIn, useTestApp } from './helpers'

/**
 * A refresh racing a revocation (logout, or the replay of a spent token that betrays a theft) must
 * never leave a token of the family working.
 */
const TRIALS = 20

// No remembered session checks: every access-token check below reads the database.
// Races of refreshes in bursts, trial after trial from one address: not the refresh limit.
const t = useTestApp({
  SESSION_CACHE_MS: '0',
  REFRESH_MAX_PER_SESSION: '100000',
  REFRESH_MAX_PER_IP: '100000',
})
let port: number
beforeAll(async () => {
  port = await listen(t)
})

type Tokens = { accessToken: string; refreshToken: string }
type Family = { refresh: string[]; access: string[] }

const refreshRequest = (refreshToken: string) => ({
  method: 'POST',
  path: '/api/auth/refresh-token',
  body: { refreshToken },
})

/** One rotation over its own socket, as a client in a loop would send it. */
async function rotate(refreshToken: string): Promise<Tokens | null> {
  const [answer] = await burst(port, [refreshRequest(refreshToken)])
  return answer?.status === 200 ? answer.json<Tokens>() : null
}

/** A route open to any signed-in user. */
const asUser = (token: string) => ({
  method: 'GET',
  path: '/api/products/sub-categories',
  headers: { authorization: `Bearer ${token}` },
})

/** Signs a user in and checks (control) that the new access token works on the probe route. */
async function freshSession() {
  const session = await signedIn(t)
  const [control] = await burst(port, [asUser(session.tokens.accessToken)])
  expect(control?.status).toBe(200)
  return session
}

/** The tokens of the family that still work: each must be refused after a revocation. */
async function survivors(family: Family): Promise<string[]> {
  const access = await burst(port, family.access.map(asUser))
  const refresh = await burst(port, family.refresh.map(refreshRequest))
  return [
    ...access.filter((a) => a.status !== 401).map((a) => `access token answered ${a.status}`),
    ...refresh.filter((r) => r.status === 200).map(() => 'refresh token rotated'),
  ]
}

describe('a refresh racing a revocation leaves no token of the family working', () => {
  it(`theft detection: the victim replays its spent copy while the thief rotates in a loop (${TRIALS} trials)`, async () => {
    const found: string[] = []
    for (let trial = 0; trial < TRIALS; trial++) {
      const { tokens } = await freshSession()
      const family: Family = { refresh: [tokens.refreshToken], access: [tokens.accessToken] }
      // The thief spends the stolen token first, so the victim's copy is now a spent one.
      const stolen = await rotate(tokens.refreshToken)
      if (!stolen) throw new Error('the first rotation failed')
      family.refresh.push(stolen.refreshToken)
      family.access.push(stolen.accessToken)

      let replayed = false
      const thief = (async () => {
        let current = stolen.refreshToken
        // Keeps rotating until refused; a few rounds past the replay is proof enough.
        for (let after = 0; after < 5; after += replayed ? 1 : 0) {
          const next = await rotate(current)
          if (!next) return
          family.refresh.push(next.refreshToken)
          family.access.push(next.accessToken)
          current = next.refreshToken
        }
      })()
      // The victim's replay goes out with one more thief rotation racing it, at the same instant.
      const victim = (async () => {
        await new Promise((resolve) => setTimeout(resolve, trial % 4))
        const [replay] = await burst(port, [refreshRequest(tokens.refreshToken)])
        replayed = true
        expect(replay?.status).toBe(401)
      })()
      await Promise.all([thief, victim])
      found.push(...(await survivors(family)).map((s) => `trial ${trial}: ${s}`))
    }
    expect(found).toEqual([])
  })

  it(`logout: a refresh and a logout of the same session at the same instant (${TRIALS} trials)`, async () => {
    const found: string[] = []
    for (let trial = 0; trial < TRIALS; trial++) {
      const { tokens, headers } = await freshSession()
      const family: Family = { refresh: [tokens.refreshToken], access: [tokens.accessToken] }
      const [rotated, out] = await burst(port, [
        refreshRequest(tokens.refreshToken),
        { method: 'POST', path: '/api/auth/logout', headers },
      ])
      expect(out?.status).toBe(204)
      if (rotated?.status === 200) {
        const next = rotated.json<Tokens>()
        family.refresh.push(next.refreshToken)
        family.access.push(next.accessToken)
      }
      found.push(...(await survivors(family)).map((s) => `trial ${trial}: ${s}`))
    }
    expect(found).toEqual([])
  })
})
