import type { Presence } from '@rihla/contract/presence'
import { expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { openDatabase } from '../src/db/client'
import { signedIn, useTestApp } from './helpers'

// Two app instances on one PostgreSQL database: presence lives in the table both share.
const t = useTestApp()

it('moderators on different instances see each other on the waiting list', async () => {
  const amina = await signedIn(t, { role: 'admin', username: 'Amina' })
  const bilal = await signedIn(t, { role: 'admin', username: 'Bilal' })
  const url = t.databaseUrl
  if (!url) throw new Error('no database url')
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 })
  const second = await buildApp({ config: t.config, database, logger: false })
  await second.ready()
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
    await second.close()
    await database.close()
  }
})
