// Quality and cost of the duplicate signals (decision 049): a generated set of
// listings where some pictures are copies (centred crop of a few %, resize, JPEG 50-70,
// WebP, small colour shifts) and some titles are rewordings (words reordered, a word added,
// accents and case); precision and recall of same-picture and similar-title over thresholds,
// and the time per listing (hashing, and the indexed lookups on the migrated database).
//   npm run signals -w @rihla/bench -- [--originals 300] [--copies 300]
// PGlite in a temporary directory, or the PostgreSQL database named by DATABASE_URL (a fresh
// one: the bench writes products into it).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { SIGNAL_LIMITS } from '@rihla/contract/signals'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { openDatabase } from '../../apps/api/src/db/client'
import {
  pictureHashes as hashTable,
  productPictures,
  products,
  subcategories,
} from '../../apps/api/src/db/schema'
import {
  hammingDistance,
  type PictureHash,
  pictureHashes,
} from '../../apps/api/src/modules/signals/picture-hash'
import {
  nearPictures,
  nearPicturesQuery,
  similarTitles,
} from '../../apps/api/src/modules/signals/signals-repository'
import { drawPicture, seeded } from '../../apps/api/test/signal-images'
import { percentile } from './harness'

const { values } = parseArgs({
  options: {
    originals: { type: 'string', default: '300' },
    copies: { type: 'string', default: '300' },
    seed: { type: 'string', default: '32' },
    // PostgreSQL only: add this many listings (random hashes and titles) before timing the
    // lookups, and print the plan of one (the goal is a million products, never a scan).
    bulk: { type: 'string', default: '0' },
  },
})
const ORIGINALS = Number(values.originals)
const COPIES = Number(values.copies)
const random = seeded(Number(values.seed))
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
const between = (low: number, high: number) => low + random() * (high - low)

// ---- Pictures ----

type Copy = { name: string; make: (picture: Buffer) => Promise<Buffer> }
/** A few % off each side, not quite the same on each (a hand-made crop). */
async function handCrop(p: Buffer) {
  const margin = between(0.01, 0.06)
  const side = () => Math.max(0, margin + between(-0.005, 0.005))
  const [l, r, t, b] = [side(), side(), side(), side()]
  return sharp(p)
    .extract({
      left: Math.round(640 * l),
      top: Math.round(480 * t),
      width: Math.round(640 * (1 - l - r)),
      height: Math.round(480 * (1 - t - b)),
    })
    .jpeg({ quality: 85 })
    .toBuffer()
}
const COPY_KINDS: Copy[] = [
  {
    name: 'crop',
    make: handCrop,
  },
  {
    name: 'resize',
    make: (p) =>
      sharp(p)
        .resize(Math.round(between(200, 1200)))
        .jpeg()
        .toBuffer(),
  },
  {
    name: 'jpeg 50-70',
    make: (p) =>
      sharp(p)
        .jpeg({ quality: Math.round(between(50, 70)) })
        .toBuffer(),
  },
  {
    name: 'webp',
    make: (p) =>
      sharp(p)
        .webp({ quality: Math.round(between(50, 80)) })
        .toBuffer(),
  },
  {
    name: 'colour',
    make: (p) =>
      sharp(p)
        .modulate({
          brightness: between(0.92, 1.08),
          saturation: between(0.9, 1.1),
          hue: Math.round(between(-8, 8)),
        })
        .jpeg({ quality: 80 })
        .toBuffer(),
  },
  {
    name: 'crop + resize + jpeg',
    make: async (p) =>
      sharp(await handCrop(p))
        .resize(400)
        .jpeg({ quality: 60 })
        .toBuffer(),
  },
]

// ---- Titles ----

const TYPES = ['Villa', 'Appartement', 'Maison', 'Studio', 'Chalet', 'Duplex', 'Bungalow', 'Riad']
const QUALITIES = [
  'de luxe',
  'moderne',
  'familiale',
  'spacieuse',
  'neuve',
  'traditionnelle',
  'calme',
  'lumineuse',
]
const FEATURES = [
  'avec piscine',
  'vue sur mer',
  'avec jardin',
  'près de la plage',
  'avec terrasse',
  'en centre-ville',
  'avec parking',
  'climatisée',
]
const PLACES = [
  'Oran',
  'Alger',
  'Tlemcen',
  'Béjaïa',
  'Annaba',
  'Jijel',
  'Tipaza',
  'Constantine',
  'Ghardaïa',
  'Mostaganem',
]
const EXTRA = ['belle', 'superbe', 'location', 'à louer', 'pas cher', 'été 2026']

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '')
function reword(title: string): string {
  let words = title.split(' ')
  const steps = ['reorder', 'add', 'case'].filter(() => random() < 0.6)
  if (steps.length === 0) steps.push(pick(['reorder', 'add', 'case']))
  for (const step of steps) {
    if (step === 'reorder') {
      // Move a chunk of words to the other end ("à Oran villa moderne avec piscine").
      const cut = 1 + Math.floor(random() * (words.length - 1))
      words = [...words.slice(cut), ...words.slice(0, cut)]
    } else if (step === 'add') {
      words.splice(Math.floor(random() * (words.length + 1)), 0, pick(EXTRA))
    } else {
      words = words.map((w) => (random() < 0.5 ? stripAccents(w) : w))
      if (random() < 0.5) words = words.map((w) => w.toUpperCase())
    }
  }
  return words.join(' ')
}

// ---- The run ----

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'signals-'))
const db = await openDatabase(
  dataDir
    ? { driver: 'pglite', dataDir }
    : { driver: 'postgres', url: process.env.DATABASE_URL ?? '' },
)
await db.migrate()
const [sub] = await db.db
  .insert(subcategories)
  .values({ category: 'C', nameAr: 'فيلات', nameFr: 'Villas', nameEn: 'Villas' })
  .returning()
if (!sub) throw new Error('no subcategory')
const subId = sub.id

type Listing = { id: number; title: string; hashes: PictureHash[]; of?: number; titleOf?: number }
const listings: Listing[] = []
const hashMs: number[] = []
const usedTitles = new Set<string>()
async function addListing(title: string, picture: Buffer, extra: Partial<Listing> = {}) {
  const started = performance.now()
  const hashes = await pictureHashes(picture)
  hashMs.push(performance.now() - started)
  const [row] = await db.db
    .insert(products)
    .values({
      title,
      price: 10_000,
      location: 'x',
      wilaya: 31,
      category: 'C',
      subcategoryId: subId,
      description: 'd',
      status: 'approved',
    })
    .returning({ id: products.id })
  if (!row) throw new Error('no product')
  const [pic] = await db.db
    .insert(productPictures)
    .values({ productId: row.id, fileKey: `bench/${row.id}.webp` })
    .returning({ id: productPictures.id })
  if (!pic) throw new Error('no picture')
  await db.db.insert(hashTable).values(
    hashes.map((h) => ({
      pictureId: pic.id,
      productId: row.id,
      variant: h.variant,
      hash: h.hash,
    })),
  )
  const listing = { id: row.id, title, hashes, ...extra }
  listings.push(listing)
  return listing
}

console.log(`${ORIGINALS} originals, ${COPIES} copies…`)
const originals: Array<{ listing: Listing; picture: Buffer }> = []
for (let i = 0; i < ORIGINALS; i++) {
  let title: string
  do title = `${pick(TYPES)} ${pick(QUALITIES)} ${pick(FEATURES)} à ${pick(PLACES)}`
  while (usedTitles.has(title))
  usedTitles.add(title)
  const picture = await drawPicture(10_000 + i)
  originals.push({ listing: await addListing(title, picture), picture })
}
const copyKindOf = new Map<number, string>()
for (let i = 0; i < COPIES; i++) {
  const source = originals[i % ORIGINALS]
  const kind = COPY_KINDS[i % COPY_KINDS.length]
  if (!source || !kind) throw new Error('no source')
  // Half the copies reword the original's title; the others have a title of their own.
  const reworded = i % 2 === 0
  let title = reworded ? reword(source.listing.title) : ''
  if (!reworded) {
    do title = `${pick(TYPES)} ${pick(QUALITIES)} ${pick(FEATURES)} à ${pick(PLACES)}`
    while (usedTitles.has(title))
    usedTitles.add(title)
  }
  const copy = await addListing(title, await kind.make(source.picture), {
    of: source.listing.id,
    ...(reworded ? { titleOf: source.listing.id } : {}),
  })
  copyKindOf.set(copy.id, kind.name)
}
await db.db.execute(sql`analyze`)

// Same picture: every pair of listings, the distance a lookup computes.
const nearest = (a: PictureHash[], b: PictureHash[]) =>
  Math.min(
    ...a.flatMap((x) =>
      b
        .filter((y) => x.variant === 0 || y.variant === 0)
        .map((y) => hammingDistance(x.hash, y.hash)),
    ),
  )
const samePair = (a: Listing, b: Listing) =>
  a.of === b.id || b.of === a.id || (a.of !== undefined && a.of === b.of)
const similarPair = (a: Listing, b: Listing) => a.titleOf === b.id || b.titleOf === a.id
const pictureDistances: Array<{ d: number; truth: boolean; kind?: string }> = []
for (let i = 0; i < listings.length; i++) {
  for (let j = i + 1; j < listings.length; j++) {
    const a = listings[i]
    const b = listings[j]
    if (!a || !b) continue
    pictureDistances.push({
      d: nearest(a.hashes, b.hashes),
      truth: samePair(a, b),
      kind: copyKindOf.get(b.id) ?? copyKindOf.get(a.id),
    })
  }
}
// Similar title: every pair's trigram similarity, as the database computes it.
const titleRows = (
  (await db.db.execute(sql`select a.id as a, b.id as b,
      similarity(search_normalize(a.title), search_normalize(b.title)) as s
    from products a join products b on a.id < b.id`)) as unknown as {
    rows: Array<{ a: number; b: number; s: number }>
  }
).rows
const byId = new Map(listings.map((l) => [l.id, l]))
const titleScores = titleRows.map((r) => {
  const a = byId.get(Number(r.a))
  const b = byId.get(Number(r.b))
  return { s: Number(r.s), truth: !!a && !!b && similarPair(a, b) }
})

const pr = <T>(rows: T[], predicted: (r: T) => boolean, truth: (r: T) => boolean) => {
  let tp = 0
  let fp = 0
  let fn = 0
  for (const r of rows) {
    const p = predicted(r)
    const t = truth(r)
    if (p && t) tp++
    else if (p) fp++
    else if (t) fn++
  }
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
    tp,
    fp,
    fn,
  }
}
const f = (n: number) => n.toFixed(3)
const lines: string[] = []
const out = (line = '') => {
  lines.push(line)
  console.log(line)
}

out(
  `${ORIGINALS} originals, ${COPIES} copies (${COPY_KINDS.map((k) => k.name).join(', ')}), ${(listings.length * (listings.length - 1)) / 2} pairs`,
)
out()
out('| same-picture: distance ≤ | precision | recall | false positives | missed |')
out('|---|---|---|---|---|')
for (const t of [3, 4, 5, 6, 7, 8, 10, 12]) {
  const r = pr(
    pictureDistances,
    (x) => x.d <= t,
    (x) => x.truth,
  )
  out(
    `| ${t}${t === SIGNAL_LIMITS.pictureDistance ? ' (chosen)' : ''} | ${f(r.precision)} | ${f(r.recall)} | ${r.fp} | ${r.fn} |`,
  )
}
out()
out('| copy made by | recall at the chosen distance | median distance | max distance |')
out('|---|---|---|---|')
for (const kind of COPY_KINDS) {
  const rows = pictureDistances.filter((x) => x.truth && x.kind === kind.name)
  const found = rows.filter((x) => x.d <= SIGNAL_LIMITS.pictureDistance).length
  out(
    `| ${kind.name} | ${f(found / rows.length)} | ${percentile(
      rows.map((x) => x.d),
      50,
    )} | ${Math.max(...rows.map((x) => x.d))} |`,
  )
}
out()
out('| similar-title: similarity ≥ | precision | recall | false positives | missed |')
out('|---|---|---|---|---|')
for (const t of [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9]) {
  const r = pr(
    titleScores,
    (x) => x.s >= t,
    (x) => x.truth,
  )
  out(
    `| ${t}${t === SIGNAL_LIMITS.titleSimilarity ? ' (chosen)' : ''} | ${f(r.precision)} | ${f(r.recall)} | ${r.fp} | ${r.fn} |`,
  )
}

const apart = pictureDistances.filter((x) => !x.truth).map((x) => x.d)
out()
out(
  `Different pictures: smallest distance ${Math.min(...apart)}, 1st percentile ${percentile(apart, 1)}`,
)

const BULK = Number(values.bulk)
if (BULK > 0) {
  if (!process.env.DATABASE_URL) throw new Error('--bulk needs DATABASE_URL (PostgreSQL)')
  console.log(`adding ${BULK} listings…`)
  const started = performance.now()
  // As bench:seed does: the counters' row triggers, one row at a time, are off for the load.
  await db.db.execute(sql`alter table products disable trigger user`)
  await db.db.execute(sql`insert into products
      (title, price, location, wilaya, category, subcategory_id, description, status)
    select 'Bulk ' || md5(g::text), 1000 + g % 5000, 'x', 1 + g % 58, 'C', ${subId}, 'd', 'approved'
    from generate_series(1, ${BULK}) g`)
  await db.db.execute(sql`alter table products enable trigger user`)
  await db.db.execute(sql`insert into product_pictures (product_id, file_key)
    select id, 'bulk/' || id from products where title like 'Bulk %'`)
  // Uniform random hashes: real pHashes are less even, so a band holds more rows than here.
  await db.db.execute(sql`insert into picture_hashes (picture_id, product_id, variant, hash)
    select pp.id, pp.product_id, v,
      ((random() * 4294967295)::bigint << 32) # (random() * 4294967295)::bigint
    from product_pictures pp cross join generate_series(0, 3) v where pp.file_key like 'bulk/%'`)
  await db.db.execute(sql`analyze`)
  out()
  out(
    `Added ${BULK} listings (${BULK * 4} hash rows) in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  )
  const probe = listings.at(-1)
  if (!probe) throw new Error('no listing')
  const plan = (await db.db.execute(
    sql`explain (analyze, costs off, summary on) ${nearPicturesQuery(probe.id, probe.hashes, SIGNAL_LIMITS.pictureDistance)}`,
  )) as unknown as { rows: Array<Record<string, string>> }
  out()
  out('```')
  for (const row of plan.rows) out(Object.values(row)[0] ?? '')
  out('```')
}

// Cost per listing: the lookups as the job runs them, through the indexes.
const lookupMs: number[] = []
let indexFound = 0
let jsFound = 0
for (const l of BULK > 0 ? listings.slice(-100) : listings) {
  const started = performance.now()
  const near = await nearPictures(db.db, l.id, l.hashes, SIGNAL_LIMITS.pictureDistance)
  await similarTitles(
    db.db,
    { id: l.id, title: l.title, category: 'C' },
    SIGNAL_LIMITS.titleSimilarity,
  )
  lookupMs.push(performance.now() - started)
  indexFound += near.length
  jsFound += listings.filter(
    (o) => o.id !== l.id && nearest(l.hashes, o.hashes) <= SIGNAL_LIMITS.pictureDistance,
  ).length
}
out()
out(
  `Hashing (decode, 4 pHashes) per picture: p50 ${percentile(hashMs, 50).toFixed(1)} ms, p95 ${percentile(hashMs, 95).toFixed(1)} ms`,
)
out(
  `Lookups (near pictures + similar titles) per listing: p50 ${percentile(lookupMs, 50).toFixed(1)} ms, p95 ${percentile(lookupMs, 95).toFixed(1)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${listings.length + BULK} listings)`,
)
out(
  `The index lookup found ${indexFound} of the ${jsFound} near pairs an exhaustive comparison finds (capped at 20 per listing).`,
)
await db.close()
if (dataDir) rmSync(dataDir, { recursive: true, force: true })
