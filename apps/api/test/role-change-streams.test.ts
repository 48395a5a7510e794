import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSubcategory, insertPendingProduct, versionTag } from './factories'
import { createTestApp, type SignedIn, signedIn, stepUp, type TestApp } from './helpers'
import { openStream } from './sse'

// A demoted moderator keeps no live staff feed (decision 055): the role change closes their
// open streams, and a reconnection is refused by the new role.
let t: TestApp
let base: string

beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: '5000' })
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

const changeRole = (admin: SignedIn, id: number, role: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}/role`,
    headers: admin.headers,
    payload: { role },
  })

it('a moderator demoted to user loses the open stream and is refused a new one', async () => {
  const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
  const moderator = await signedIn(t, { role: 'moderator' })
  const subId = (await createSubcategory(t, 'B', 'Restaurants')).id
  const stream = await openStream(base, moderator.headers)
  const watcher = await openStream(base, admin.headers)
  try {
    await stream.waitFor(() => stream.readyId() !== undefined)
    await watcher.waitFor(() => watcher.readyId() !== undefined)
    expect((await changeRole(admin, moderator.user.id, 'user')).statusCode).toBe(200)
    await stream.waitFor(() => stream.ended, 2000)
    const product = await insertPendingProduct(t, subId, 'After the demotion')
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept`,
      headers: { ...admin.headers, 'if-match': await versionTag(t, product.id) },
    })
    expect(approved.statusCode).toBe(200)
    await watcher.waitFor(() => watcher.events().some((e) => e.type === 'product.approve'))
    // The watcher (another person) stays; the demoted one saw nothing after the change.
    expect(watcher.ended).toBe(false)
    expect(stream.events().filter((e) => e.type === 'product.approve')).toEqual([])
    const reopened = await fetch(`${base}/api/events`, { headers: moderator.headers })
    expect(reopened.status).toBe(403)
    await reopened.body?.cancel()
  } finally {
    await stream.close()
    await watcher.close()
  }
})

it('a moderator made admin reconnects with the new role', async () => {
  const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
  const moderator = await signedIn(t, { role: 'moderator' })
  const stream = await openStream(base, moderator.headers)
  try {
    await stream.waitFor(() => stream.readyId() !== undefined)
    expect((await changeRole(admin, moderator.user.id, 'admin')).statusCode).toBe(200)
    await stream.waitFor(() => stream.ended, 2000)
  } finally {
    await stream.close()
  }
  const again = await openStream(base, moderator.headers)
  try {
    await again.waitFor(() => again.readyId() !== undefined)
    expect(again.response.status).toBe(200)
  } finally {
    await again.close()
  }
})
