import { expect, it } from 'vitest'
import { createSubcategory, insertProduct, versionTag } from './factories'
import { secondInstance, signedIn, stepUp, useTestApp } from './helpers'
import { openStream } from './sse'

// A block answered on instance A ends the user's streams on instance B, also
// those opened on B right after it (B's session memory is dropped by the remote `session.end`,
// and a stream checks its session again once it listens).
const t = useTestApp({ SESSION_CACHE_MS: '5000' })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

it('streams opened on B just after a block on A are closed and receive no queue event', async () => {
  const admin = await stepUp(t, await signedIn(t, { role: 'admin' }))
  const moderator = await signedIn(t, { role: 'moderator' })
  const subId = (await createSubcategory(t, 'B', 'Restaurants')).id
  const product = await insertProduct(t, {
    subcategoryId: subId,
    title: 'Queued',
    location: 'Oran',
    wilaya: 31,
    description: 'Two instances.',
  })
  const second = await secondInstance(t, 3)
  const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' })
  const streams: Array<Awaited<ReturnType<typeof openStream>>> = []
  try {
    // B remembers the moderator's session (its memory lasts SESSION_CACHE_MS).
    const warm = await fetch(`${secondBase}/api/events?mode=poll`, { headers: moderator.headers })
    expect(warm.status).toBe(200)
    await warm.text()
    const before = await openStream(secondBase, moderator.headers)
    await before.waitFor(() => before.readyId() !== undefined)
    streams.push(before)

    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${moderator.user.id}/block`,
      headers: admin.headers,
    })
    expect(block.statusCode).toBe(200)
    const opening: Array<Promise<Awaited<ReturnType<typeof openStream>>>> = []
    for (let i = 0; i < 15; i++) {
      opening.push(openStream(secondBase, moderator.headers))
      await pause(20)
    }
    streams.push(...(await Promise.all(opening)))

    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept`,
      headers: { ...admin.headers, 'if-match': await versionTag(t, product.id) },
    })
    expect(accept.statusCode).toBe(200)
    // A live admin stream on B shows the event has reached B.
    const watcher = await openStream(secondBase, admin.headers)
    try {
      await watcher.waitFor(() => watcher.readyId() !== undefined)
      await pause(300)
    } finally {
      await watcher.close()
    }
    // B's memory of the session was dropped by the remote `session.end`, well within its
    // SESSION_CACHE_MS: every other route refuses the token there too.
    const other = await fetch(`${secondBase}/api/auth/sessions`, { headers: moderator.headers })
    expect(other.status).toBe(403)
    for (const stream of streams) {
      if (stream.response.ok) await stream.waitFor(() => stream.ended, 2000)
      expect(stream.events().filter((e) => e.type !== 'counts.change')).toEqual([])
      expect(stream.events()).toEqual([])
    }
  } finally {
    for (const stream of streams) await stream.close()
    await second.close()
  }
})
