import {
  type DataRequestKind,
  erasedUsername,
  type UserErasedResponse,
} from '@rihla/contract/personal-data'
import type { AppContext } from '../../context'
import { recordAudit } from '../../lib/audit'
import { httpError } from '../../lib/http-errors'
import { isSafeKey } from '../../lib/storage'
import { type ZipEntry, zip } from '../../lib/zip'
import { endSessions, unusablePasswordHash } from '../auth'
import { erasePerson, lockPerson, readPersonalData } from './personal-data-repository'

const json = (name: string, value: unknown): ZipEntry => ({
  name,
  data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`),
})

async function fileOf(ctx: Pick<AppContext, 'storage'>, key: string) {
  const file = await ctx.storage.get(key)
  if (!file) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A zip of everything held about a person (their right of access): the account, listings with
 * their pictures, ratings, sessions and the activity about them, as JSON. Audited.
 */
export async function exportPersonalData(ctx: AppContext, actorId: number, id: number) {
  const data = await ctx.db.transaction(async (tx) => {
    const found = await readPersonalData(tx, id)
    if (!found) throw httpError(404, 'user.notFound')
    await recordAudit(tx, {
      actorId,
      action: 'user.data-export',
      entity: 'user',
      entityId: id,
      after: { listings: found.listings.length },
    })
    return found
  })
  const picture = data.account.profile_picture
  const keys = [
    ...data.keys,
    ...(typeof picture === 'string' && isSafeKey(picture) ? [picture] : []),
  ]
  const files: ZipEntry[] = []
  for (const key of keys) {
    const bytes = await fileOf(ctx, key)
    if (bytes) files.push({ name: `pictures/${key}`, data: bytes })
  }
  return zip([
    json('account.json', data.account),
    json('listings.json', data.listings),
    json('ratings.json', data.ratings),
    json('sessions.json', data.sessions),
    json('activity.json', data.activity),
    ...files,
  ])
}

/**
 * Erases a person (their right to erasure): the account stays, for the records that name it, but
 * holds nothing of them; their listings and pictures go; the activity keeps each event without
 * its details about them. Their sessions end. Audited, without the person's details.
 */
export async function erasePersonalData(
  ctx: AppContext,
  actorId: number,
  id: number,
): Promise<UserErasedResponse> {
  if (id === actorId) throw httpError(400, 'user.selfStaff')
  const passwordHash = await unusablePasswordHash()
  const username = erasedUsername(id)
  const { keys, listingsRemoved } = await endSessions(ctx, { userId: id }, async (tx) => {
    const person = await lockPerson(tx, id)
    if (!person) throw httpError(404, 'user.notFound')
    const erased = await erasePerson(tx, id, person, {
      username,
      email: `erased-${id}@erased.invalid`,
      passwordHash,
    })
    if (person.picture && isSafeKey(person.picture)) erased.keys.push(person.picture)
    await recordAudit(tx, {
      actorId,
      action: 'user.erase',
      entity: 'user',
      entityId: id,
      after: { listingsRemoved: erased.listingsRemoved },
    })
    return erased
  })
  // After the commit, as for any delete (lib/storage.ts).
  const removed = await Promise.allSettled(keys.map((key) => ctx.storage.remove(key)))
  return {
    id,
    username,
    listingsRemoved,
    filesRemoved: removed.filter((result) => result.status === 'fulfilled').length,
  }
}

/** A person asks for a copy of their data or its erasure: staff see it in the activity. */
export async function requestPersonalData(ctx: AppContext, id: number, kind: DataRequestKind) {
  await ctx.db.transaction((tx) =>
    recordAudit(tx, {
      actorId: id,
      action: 'user.data-request',
      entity: 'user',
      entityId: id,
      after: { kind },
    }),
  )
  return { kind, requestedAt: new Date().toISOString() }
}
