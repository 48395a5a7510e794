import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, events } from '../src/db/schema'
import { createSubcategory, insertPendingProduct, versionTag } from './factories'
import { createTestApp, errorAnswer, signedIn, stepUp, type TestApp } from './helpers'
import { openStream } from './sse'

let t: TestApp
let base: string
let admin: Awaited<ReturnType<typeof signedIn>>
let other: Awaited<ReturnType<typeof signedIn>>
let subId: number

beforeAll(async () => {
  t = await createTestApp({ EVENTS_HEARTBEAT_MS: '200' })
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  admin = await stepUp(t, await signedIn(t, { role: 'admin', username: 'Amina Admin' }))
  other = await signedIn(t, { role: 'admin', username: 'Bilal Admin' })
  subId = (await createSubcategory(t, 'B', 'Restaurants')).id
})
afterAll(async () => {
  const started = Date.now()
  await t.close()
  // After these streams (ended by logouts, blocks, clients), one kept-alive connection held
  // the close for the idle timeout (30 s): app.ts now ends every connection with nothing in
  // flight. A loaded machine still closes in well under 10 s.
  expect(Date.now() - started).toBeLessThan(10_000)
})

const pending = (title: string) => insertPendingProduct(t, subId, title)

const approve = async (id: number, headers = other.headers) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/products/${id}/accept`,
    headers: { ...headers, 'if-match': await versionTag(t, id) },
  })

describe('GET /api/events', () => {
  it('refuses a request without a token, and a user who is not staff', async () => {
    const none = await fetch(`${base}/api/events`)
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual(errorAnswer('auth.tokenRequired'))
    const user = await signedIn(t, { role: 'user' })
    const refused = await fetch(`${base}/api/events`, { headers: user.headers })
    expect(refused.status).toBe(403)
    await refused.body?.cancel()
  })

  it('sends a change committed elsewhere with its actor, then the counters, and a heartbeat', async () => {
    const stream = await openStream(base, admin.headers)
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream')
    await stream.waitFor(() => stream.readyId() !== undefined)
    const product = await pending('Chez Nadia')
    expect((await approve(product.id)).statusCode).toBe(200)
    await stream.waitFor(() => stream.events().some((e) => e.type === 'counts.change'))
    const [approved, counts] = stream.events()
    expect(approved).toMatchObject({
      type: 'product.approve',
      entityId: product.id,
      actor: { id: other.user.id, name: 'Bilal Admin' },
      data: { title: 'Chez Nadia', status: 'approved' },
    })
    expect(counts?.type).toBe('counts.change')
    expect(counts?.id).toBeGreaterThan(approved?.id ?? 0)
    await stream.waitFor(() => stream.comments.includes('ping'), 2000)
    await stream.close()
  })

  it('a refused change sends nothing (the event is in its transaction)', async () => {
    const stream = await openStream(base, admin.headers)
    await stream.waitFor(() => stream.readyId() !== undefined)
    const product = await pending('Twice')
    await approve(product.id)
    // The second decision learns who decided and when.
    const twice = await approve(product.id, admin.headers)
    expect(twice.statusCode).toBe(409)
    const [decided] = await t.db
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, product.id), eq(auditLog.action, 'product.approve')))
    const at = decided?.at.toISOString() ?? ''
    // The wire order of the details (message-codes.ts, withDetails): [name, at].
    expect(twice.json()).toEqual({
      ...errorAnswer('product.alreadyApproved', { name: 'Bilal Admin', at }),
      details: ['Bilal Admin', at],
    })
    const rejected = await pending('Rejected first')
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${rejected.id}`,
      headers: other.headers,
    })
    expect(reject.statusCode).toBe(200)
    const late = await approve(rejected.id, admin.headers)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('product.alreadyRejected')
    const marker = await pending('Marker')
    await approve(marker.id)
    await stream.waitFor(() => stream.events().some((e) => e.entityId === marker.id))
    const approvals = stream.events().filter((e) => e.type === 'product.approve')
    expect(approvals.map((e) => e.entityId)).toEqual([product.id, marker.id])
    expect(
      stream.events().some((e) => e.type === 'product.reject' && e.entityId === rejected.id),
    ).toBe(true)
    await stream.close()
  })

  it('a reconnection with Last-Event-ID receives every missed event exactly once', async () => {
    const first = await openStream(base, admin.headers)
    await first.waitFor(() => first.readyId() !== undefined)
    const resumeFrom = first.readyId() ?? ''
    await first.close()
    // Missed while away: three decisions (and their counters).
    const missed = [await pending('M1'), await pending('M2'), await pending('M3')]
    for (const product of missed) await approve(product.id)
    const again = await openStream(base, { ...admin.headers, 'last-event-id': resumeFrom })
    await again.waitFor(() => again.readyId() !== undefined)
    // And one after the reconnection, live.
    const live = await pending('Live')
    await approve(live.id)
    await again.waitFor(() => again.events().some((e) => e.entityId === live.id))
    const got = again.events()
    const ids = got.map((e) => e.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    expect(got.filter((e) => e.type === 'product.approve').map((e) => e.entityId)).toEqual([
      ...missed.map((p) => p.id),
      live.id,
    ])
    // Exactly what the table holds after the resume point, internal events left out.
    const stored = await t.db.select({ id: events.id, type: events.type }).from(events)
    const expected = stored
      .filter((row) => row.id > Number(resumeFrom) && row.type !== 'session.end')
      .map((row) => row.id)
    expect(ids).toEqual(expected.filter((id) => id <= (ids.at(-1) ?? 0)))
    await again.close()
  })

  it('a client whose missed events were swept is told to reset', async () => {
    await t.db.delete(events).where(eq(events.id, 1))
    const stream = await openStream(base, { ...admin.headers, 'last-event-id': '0' })
    await stream.waitFor(() => stream.readyId() !== undefined)
    expect(stream.frames[0]?.event).toBe('reset')
    await stream.close()
  })

  it('closes the stream of a logged-out session, and of a blocked user, who cannot reopen it', async () => {
    const loggedOut = await signedIn(t, { role: 'admin' })
    const stream = await openStream(base, loggedOut.headers)
    await stream.waitFor(() => stream.readyId() !== undefined)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: loggedOut.headers,
    })
    expect(out.statusCode).toBe(204)
    await stream.waitFor(() => stream.ended)
    const afterLogout = await fetch(`${base}/api/events`, { headers: loggedOut.headers })
    expect(afterLogout.status).toBe(401)
    await afterLogout.body?.cancel()

    const blocked = await signedIn(t, { role: 'admin' })
    const second = await openStream(base, blocked.headers)
    const watcher = await openStream(base, admin.headers)
    await second.waitFor(() => second.readyId() !== undefined)
    await watcher.waitFor(() => watcher.readyId() !== undefined)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${blocked.user.id}/block`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    await second.waitFor(() => second.ended)
    // Others stay connected and are told.
    await watcher.waitFor(() => watcher.events().some((e) => e.type === 'user.block'))
    expect(watcher.ended).toBe(false)
    const reopened = await fetch(`${base}/api/events`, { headers: blocked.headers })
    expect(reopened.status).toBe(403)
    await reopened.body?.cancel()
    await watcher.close()
  })
})

describe('shutdown', () => {
  it('open streams end at once instead of holding the close for the grace', async () => {
    const own = await createTestApp()
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' })
    const staff = await signedIn(own, { role: 'admin' })
    const stream = await openStream(url, staff.headers)
    await stream.waitFor(() => stream.readyId() !== undefined)
    const started = Date.now()
    const closing = own.close()
    await stream.done
    expect(stream.ended).toBe(true)
    expect(Date.now() - started).toBeLessThan(3000)
    await closing
  })
})
