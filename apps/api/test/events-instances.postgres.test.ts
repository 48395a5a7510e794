import { expect, it } from 'vitest'
import { createSubcategory, insertProduct } from './factories'
import { secondInstance, signedIn, useTestApp } from './helpers'
import { openStream } from './sse'

// Two app instances on one PostgreSQL database: events are fanned out by LISTEN/NOTIFY.
const t = useTestApp()

it('a change on one instance reaches a stream on the other', async () => {
  const admin = await signedIn(t, { role: 'admin' })
  const subId = (await createSubcategory(t, 'B', 'Restaurants')).id
  const product = await insertProduct(t, {
    subcategoryId: subId,
    title: 'Across',
    location: 'Oran',
    wilaya: 31,
    description: 'Two instances.',
  })
  const second = await secondInstance(t)
  const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const stream = await openStream(secondBase, admin.headers)
    await stream.waitFor(() => stream.readyId() !== undefined)
    const started = Date.now()
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}/accept`,
      headers: { ...admin.headers, 'if-match': `"${product.version}"` },
    })
    expect(res.statusCode).toBe(200)
    await stream.waitFor(() =>
      stream.events().some((e) => e.type === 'product.approve' && e.entityId === product.id),
    )
    expect(Date.now() - started).toBeLessThan(1000)
    await stream.close()
  } finally {
    await second.close()
  }
})
