import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSubcategory, insertPendingProduct, versionTag } from './factories'
import { createUser, secondInstance, signedIn, stepUp, type TestApp, useTestApp } from './helpers'
import { openStream } from './sse'

// Two instances on one PostgreSQL, each remembering session checks for SESSION_CACHE_MS: the
// step-up mark and a role change are seen by both (decision 055).
const t: TestApp = useTestApp({ SESSION_CACHE_MS: '30000' })
let second: Awaited<ReturnType<typeof secondInstance>>
let secondBase: string

beforeAll(async () => {
  second = await secondInstance(t, 3)
  secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => second?.close())

it('a step-up answered by one instance counts at once on the other', async () => {
  const admin = await signedIn(t, { role: 'admin' })
  const victim = await createUser(t)
  // B remembers the session without a step-up, for 30 s.
  const before = await fetch(`${secondBase}/api/users/${victim.id}/block`, {
    method: 'PUT',
    headers: admin.headers,
  })
  expect(before.status).toBe(403)
  expect(await before.json()).toMatchObject({ code: 'auth.stepUpRequired' })
  await stepUp(t, admin)
  const after = await fetch(`${secondBase}/api/users/${victim.id}/block`, {
    method: 'PUT',
    headers: admin.headers,
  })
  expect(after.status).toBe(200)
  await after.body?.cancel()
})

it('a demotion on one instance closes the moderator streams on the other', async () => {
  const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
  const moderator = await signedIn(t, { role: 'moderator' })
  const subId = (await createSubcategory(t, 'B', 'Restaurants')).id
  // B remembers the moderator's session (for 30 s) and holds two of their streams.
  const streams = [
    await openStream(secondBase, moderator.headers),
    await openStream(secondBase, moderator.headers),
  ]
  const watcher = await openStream(secondBase, admin.headers)
  try {
    for (const stream of [...streams, watcher])
      await stream.waitFor(() => stream.readyId() !== undefined)
    const started = Date.now()
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${moderator.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'user' },
    })
    expect(demoted.statusCode).toBe(200)
    for (const stream of streams) await stream.waitFor(() => stream.ended, 2000)
    expect(Date.now() - started).toBeLessThan(2000)
    const product = await insertPendingProduct(t, subId, 'Seen by staff only')
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept`,
      headers: { ...admin.headers, 'if-match': await versionTag(t, product.id) },
    })
    expect(approved.statusCode).toBe(200)
    await watcher.waitFor(() => watcher.events().some((e) => e.type === 'product.approve'))
    for (const stream of streams)
      expect(stream.events().filter((e) => e.type === 'product.approve')).toEqual([])
    // B's memory of the session was dropped by the remote change: the new role answers there.
    const reopened = await fetch(`${secondBase}/api/events`, { headers: moderator.headers })
    expect(reopened.status).toBe(403)
    await reopened.body?.cancel()
  } finally {
    for (const stream of [...streams, watcher]) await stream.close()
  }
})
