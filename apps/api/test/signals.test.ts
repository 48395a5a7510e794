import type { WaitingListResponse, WaitingProduct } from '@rihla/contract/products'
import { SIGNAL_LIMITS } from '@rihla/contract/signals'
import { and, eq, sql } from 'drizzle-orm'
import sharp, { type SharpOptions } from 'sharp'
import sharpPhash from 'sharp-phash'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoPictureFiles } from '../src/db/demo-images'
import { auditLog, events, jobs, products, users } from '../src/db/schema'
import {
  bandProbes,
  hammingDistance,
  type PictureHash,
  phash,
  pictureHashes,
} from '../src/modules/signals/picture-hash'
import { backfill } from '../src/modules/signals/signals-service'
import { createSubcategory, insertProduct, multipart } from './factories'
import { useSignedIn, useTestApp } from './helpers'
import { cropped, drawPicture } from './signal-images'

/**
 * Duplicate and risk signals (decision 049): computed by the job runner after a
 * listing is submitted, edited or resubmitted, shown on the waiting details and list, filtered
 * on, and silenced pair by pair.
 */
const t = useTestApp()
const moderator = useSignedIn(t, { role: 'moderator', username: 'Meriem' })
const admin = useSignedIn(t, { role: 'admin', username: 'Amine' })
const seller = useSignedIn(t, { username: 'Yacine', phoneNumber: '+213555000111' })
let subId: number
beforeAll(async () => {
  subId = (await createSubcategory(t, 'C', 'Villas')).id
})

type Who = { headers: Record<string, string> }
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string) =>
  t.app.inject({ method, url, headers: who.headers })

/** A listing submitted through the API with `picture` (staff's go straight to the catalogue). */
async function submit(
  who: Who,
  title: string,
  picture: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart(
    {
      title,
      price: '12000',
      description: 'A villa with a pool.',
      location: 'Oran',
      wilaya: '31',
      category: 'C',
      subcategoryId: subId,
      ...fields,
    },
    [{ field: 'pictures', filename: 'p.jpg', data: picture, type: 'image/jpeg' }],
  )
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ id: number; status: string }>()
}

const details = async (id: number) => {
  const res = await call(moderator, 'GET', `/api/products/waiting-list/${id}`)
  expect(res.statusCode).toBe(200)
  return res.json<WaitingProduct>()
}
const waitingList = async (query = '') => {
  const res = await call(moderator, 'GET', `/api/products/waiting-list?limit=50${query}`)
  expect(res.statusCode).toBe(200)
  return res.json<WaitingListResponse>()
}
const settle = async () => {
  t.app.ctx.jobs.wake()
  await t.app.ctx.jobs.settle()
  // A pass that began before the last commit may have missed its job: one more.
  t.app.ctx.jobs.wake()
  await t.app.ctx.jobs.settle()
}
const kindsOf = (p: WaitingProduct) => p.signals.map((s) => s.kind)

/** The smallest distance a lookup finds: whole hash against crops, crops against whole. */
const nearest = (a: PictureHash[], b: PictureHash[]) =>
  Math.min(
    ...a.flatMap((x) =>
      b
        .filter((y) => x.variant === 0 || y.variant === 0)
        .map((y) => hammingDistance(x.hash, y.hash)),
    ),
  )

describe('perceptual hashes of pictures', () => {
  it('are near for a resized, re-compressed, cropped or colour-shifted copy, far for another picture', async () => {
    const limit = SIGNAL_LIMITS.pictureDistance
    const original = await drawPicture(7)
    const hashes = await pictureHashes(original)
    expect(hashes.map((h) => h.variant)).toEqual([0, 1, 2, 3])
    const copies = [
      await sharp(original).resize(320).jpeg({ quality: 55 }).toBuffer(),
      await sharp(original).resize(900).webp({ quality: 60 }).toBuffer(),
      await cropped(original, 0.03),
      await cropped(original, 0.06),
      await sharp(original).modulate({ brightness: 1.06, hue: 6 }).jpeg().toBuffer(),
    ]
    for (const copy of copies) {
      expect(nearest(hashes, await pictureHashes(copy))).toBeLessThanOrEqual(limit)
    }
    for (const seed of [8, 9, 10]) {
      expect(nearest(hashes, await pictureHashes(await drawPicture(seed)))).toBeGreaterThan(limit)
    }
  })

  it("leave the demo data's pictures apart: no demo picture passes for a copy of another", async () => {
    // They share palettes and captions' place: before their layouts followed the seed, 716 of
    // the 780 pairs were within the distance, and the demo queue flagged every listing.
    const hashes = await Promise.all(
      Array.from({ length: 40 }, async (_, i) =>
        pictureHashes((await demoPictureFiles(`Offer ${i}`, i)).thumbnail),
      ),
    )
    const close = hashes.flatMap((a, i) =>
      hashes.slice(i + 1).filter((b) => nearest(a, b) <= SIGNAL_LIMITS.pictureDistance),
    )
    expect(close).toEqual([])
  })

  it("are sharp-phash's hashes bit for bit, on pictures, raw squares and crops", async () => {
    // The picture as a person sends it, the grey square pictureHashes decodes once (one
    // channel) and a crop of it (sharp hands a one-channel crop back as three), a demo picture
    // and flat or extreme ones, where ties with the mean decide the bits.
    const side = 256
    const square = { raw: { width: side, height: side, channels: 1 as const } }
    const inputs: Array<[Buffer, SharpOptions?]> = []
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const picture = await drawPicture(seed, 320 + 40 * seed, 240 + 30 * seed)
      inputs.push([picture], [await cropped(picture, 0.05)])
      const grey = await sharp(picture)
        .greyscale()
        .resize(side, side, { fit: 'fill' })
        .raw()
        .toBuffer()
      inputs.push([grey, square])
      const crop = await sharp(grey, square)
        .extract({ left: 13, top: 13, width: side - 26, height: side - 26 })
        .raw()
        .toBuffer({ resolveWithObject: true })
      inputs.push([
        crop.data,
        { raw: { width: side - 26, height: side - 26, channels: crop.info.channels } },
      ])
    }
    inputs.push([(await demoPictureFiles('Offer 3', 3)).thumbnail])
    inputs.push([Buffer.alloc(side * side, 128), square], [Buffer.alloc(side * side, 0), square])
    const stripes = Buffer.from(Array.from({ length: side * side }, (_, i) => ((i >> 4) & 1) * 255))
    inputs.push([stripes, square])
    for (const [input, options] of inputs) {
      expect(await phash(input, options)).toBe(await sharpPhash(input, options))
    }
  })

  it('probes every band value within the radius (1 + 16 + 120 at radius 2)', () => {
    const probes = bandProbes(0b1010, 2)
    expect(probes).toHaveLength(1 + 16 + 120)
    expect(new Set(probes).size).toBe(probes.length)
    for (const p of probes) expect(hammingDistance(BigInt(p), 0b1010n)).toBeLessThanOrEqual(2)
  })
})

describe('signals of a submitted listing', () => {
  let original: { id: number }
  let copy: { id: number }

  it('are computed by the job after the request, then shown on the details and the list', async () => {
    const picture = await drawPicture(101)
    original = await submit(admin, 'Villa avec piscine à Oran', picture)
    await settle()
    // Submitted while the runner is stopped: the request returns before any signal exists.
    await t.app.ctx.jobs.stop()
    const recompressed = await sharp(picture).resize(400).jpeg({ quality: 60 }).toBuffer()
    copy = await submit(seller, 'ORAN : villa avec piscine a louer', recompressed)
    expect((await details(copy.id)).signals).toEqual([])
    const queued = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'product.signals'),
          sql`${jobs.payload}->>'productId' = ${String(copy.id)}`,
        ),
      )
    expect(queued).toHaveLength(1)

    t.app.ctx.jobs.start()
    await settle()
    const shown = await details(copy.id)
    const picturePair = shown.signals.find((s) => s.kind === 'same-picture')
    expect(picturePair).toMatchObject({ otherProductId: original.id })
    // The other listing's owner, as the side-by-side view names them.
    expect(picturePair?.detail.otherOwner).toEqual({
      id: admin.user.id,
      username: admin.user.username,
    })
    expect(picturePair?.detail.distance).toBeLessThanOrEqual(SIGNAL_LIMITS.pictureDistance)
    const titlePair = shown.signals.find((s) => s.kind === 'similar-title')
    expect(titlePair).toMatchObject({
      otherProductId: original.id,
      detail: { otherTitle: 'Villa avec piscine à Oran' },
    })
    // Strongest first.
    const scores = shown.signals.map((s) => s.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))

    const row = (await waitingList()).products.find((p) => p.id === copy.id)
    expect(row?.signalKinds).toEqual(['same-picture', 'similar-title'])

    const [event] = await t.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.type, 'product.signals'), eq(events.entityId, copy.id)))
    expect(event?.data).toEqual({ signalKinds: ['same-picture', 'similar-title'] })
  })

  it('leaves a different picture and title alone', async () => {
    const other = await submit(seller, 'Appartement au centre de Béjaïa', await drawPicture(202))
    await settle()
    expect(kindsOf(await details(other.id))).toEqual([])
  })

  it('filters the waiting list by signal, any or one kind', async () => {
    const ids = async (query: string) => (await waitingList(query)).products.map((p) => p.id)
    expect(await ids('&signal=any')).toContain(copy.id)
    expect(await ids('&signal=same-picture')).toEqual([copy.id])
    expect(await ids('&signal=price-outlier')).not.toContain(copy.id)
    const res = await call(moderator, 'GET', '/api/products/waiting-list?signal=nope')
    expect(res.statusCode).toBe(400)
  })

  it('exports what the filtered list shows: the CSV takes the signal filter too', async () => {
    const csvIds = async (query: string) => {
      const res = await call(
        moderator,
        'GET',
        `/api/products/waiting-list/export.csv?raw=1${query}`,
      )
      expect(res.statusCode).toBe(200)
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
    }
    expect(await csvIds('&signal=same-picture')).toEqual([copy.id])
    expect(await csvIds('&signal=price-outlier')).not.toContain(copy.id)
    expect((await csvIds('')).length).toBeGreaterThan(1)
    const bad = await call(moderator, 'GET', '/api/products/waiting-list/export.csv?signal=nope')
    expect(bad.statusCode).toBe(400)
  })

  it('flags a phone behind more than one account', async () => {
    await t.db.insert(users).values({
      username: 'Yacine2',
      email: 'yacine2@example.com',
      phoneNumber: '+213555000111',
      passwordHash: 'x',
    })
    const again = await submit(seller, 'Chalet en montagne', await drawPicture(303))
    await settle()
    expect((await details(again.id)).signals).toContainEqual({
      kind: 'same-phone-many',
      score: 1,
      detail: { accounts: 2, listings: 3 },
    })
  })

  it('flags a price far outside the usual range of its subcategory and wilaya', async () => {
    for (const price of [9_000, 10_000, 11_000, 12_000, 13_000, 10_500]) {
      await insertProduct(t, {
        subcategoryId: subId,
        category: 'C',
        wilaya: 16,
        price,
        status: 'approved',
        title: `Maison ${price}`,
      })
    }
    const dear = await submit(seller, 'Maison du bord de mer', await drawPicture(404), {
      wilaya: '16',
      price: '150000',
    })
    const usual = await submit(seller, 'Maison avec jardin', await drawPicture(405), {
      wilaya: '16',
      price: '11500',
    })
    await settle()
    const signal = (await details(dear.id)).signals.find((s) => s.kind === 'price-outlier')
    // The median of the log prices: the geometric mean of the two middle ones.
    expect(signal?.detail.median).toBeCloseTo(Math.sqrt(10_500 * 11_000), 1)
    expect(signal?.detail.high).toBeLessThan(150_000)
    expect(kindsOf(await details(usual.id))).not.toContain('price-outlier')
  })

  it('"not a duplicate" silences the pair both ways, audited, and later computations too', async () => {
    const url = `/api/products/${copy.id}/signals/same-picture/${original.id}/dismiss`
    const res = await call(moderator, 'POST', url)
    expect(res.statusCode).toBe(204)
    expect(kindsOf(await details(copy.id))).not.toContain('same-picture')
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.signal-dismiss'))
    expect(audit).toMatchObject({
      entityId: copy.id,
      after: { kind: 'same-picture', otherProductId: original.id },
    })
    // An edit computes the signals again: the pair stays silenced, the others stay.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${copy.id}`,
      headers: { ...seller.headers, 'if-match': '"1"' },
      payload: { description: 'A villa with a large pool.' },
    })
    expect(edit.statusCode).toBe(200)
    await settle()
    expect(kindsOf(await details(copy.id))).toEqual(['same-phone-many', 'similar-title'])
  })

  it('answers 404 for an unknown product and 400 for a bad kind or id', async () => {
    const unknown = await call(
      moderator,
      'POST',
      `/api/products/999999/signals/same-picture/${copy.id}/dismiss`,
    )
    expect(unknown.statusCode).toBe(404)
    const otherUnknown = await call(
      moderator,
      'POST',
      `/api/products/${copy.id}/signals/similar-title/999999/dismiss`,
    )
    expect(otherUnknown.statusCode).toBe(404)
    for (const path of [
      `${copy.id}/signals/price-outlier/${original.id}`,
      `${copy.id}/signals/nope/${original.id}`,
      `abc/signals/same-picture/${original.id}`,
      `${copy.id}/signals/same-picture/-1`,
    ]) {
      expect((await call(moderator, 'POST', `/api/products/${path}/dismiss`)).statusCode).toBe(400)
    }
    expect(
      (
        await call(
          seller,
          'POST',
          `/api/products/${copy.id}/signals/similar-title/${original.id}/dismiss`,
        )
      ).statusCode,
    ).toBe(403)
  })

  it('drops the signals naming a deleted listing', async () => {
    await t.db.delete(products).where(eq(products.id, original.id))
    expect(
      (await details(copy.id)).signals.filter((s) => s.otherProductId === original.id),
    ).toEqual([])
  })
})

describe('the back-fill of pictures stored before signals existed', () => {
  it('hashes them and asks again for the waiting products’ signals, once per pass', async () => {
    const picture = await drawPicture(211)
    const older = await submit(admin, 'Riad ancien à Tlemcen', picture)
    const copy = await submit(
      seller,
      'Appartement neuf à Béjaïa',
      await sharp(picture).resize(500).jpeg({ quality: 65 }).toBuffer(),
    )
    await settle()
    // As on an older server: no hashes, no signals.
    await t.db.execute(sql`delete from picture_hashes`)
    await t.db.execute(sql`delete from product_signals`)
    expect((await details(copy.id)).signals).toEqual([])

    const unhashed = async () => {
      const result = await t.db.execute(sql`select count(*)::int as n from product_pictures p
        where not exists (select 1 from picture_hashes h where h.picture_id = p.id)`)
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0
    }
    expect(await unhashed()).toBeGreaterThan(0)
    const tick = backfill(t.app.ctx)
    // A batch a tick, until every picture has its hashes.
    for (let i = 0; i < 20 && (await unhashed()) > 0; i++) await tick()
    expect(await unhashed()).toBe(0)
    // Nothing left: the pass ends by asking for the waiting products' signals again.
    await tick()
    await settle()
    const signal = (await details(copy.id)).signals.find((s) => s.kind === 'same-picture')
    expect(signal).toMatchObject({ otherProductId: older.id })
    // The pass is over: a further tick reads nothing and enqueues nothing.
    const before = await t.db.select({ id: jobs.id }).from(jobs)
    await tick()
    expect(await t.db.select({ id: jobs.id }).from(jobs)).toEqual(before)
  })
})
