import type { Presence } from '@rihla/contract/presence'
import { expect, it } from 'vitest'
import { secondInstance, signedIn, useTestApp } from './helpers'

// Two app instances on one PostgreSQL database: presence lives in the table both share.
const t = useTestApp()

it('moderators on different instances see each other on the waiting list', async () => {
  const amina = await signedIn(t, { role: 'admin', username: 'Amina' })
  const bilal = await signedIn(t, { role: 'admin', username: 'Bilal' })
  const instance = await secondInstance(t)
  const second = instance.app
  try {
    const onFirst = await t.app.inject({
      method: 'PUT',
      url: '/api/presence/waiting-list',
      headers: amina.headers,
    })
    expect(onFirst.json()).toEqual([])
    const onSecond = await second.inject({
      method: 'PUT',
      url: '/api/presence/waiting-list',
      headers: bilal.headers,
    })
    expect(onSecond.json<Presence[]>().map((p) => p.name)).toEqual(['Amina'])
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/presence/waiting-list',
      headers: amina.headers,
    })
    expect(again.json<Presence[]>().map((p) => p.name)).toEqual(['Bilal'])
  } finally {
    await instance.close()
  }
})
