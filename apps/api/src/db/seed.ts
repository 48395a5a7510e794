import { randomBytes, randomUUID } from 'node:crypto'
import { WILAYAS } from '@rihla/contract/wilayas'
import { count, eq } from 'drizzle-orm'
import type { FileStorage } from '../lib/storage'
import { hashPassword } from '../modules/auth/passwords'
import { pictureKeys } from '../modules/products/picture-sizes'
import type { Db } from './client'
import {
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
  DEMO_LOCATIONS,
  DEMO_SEARCH_PRODUCTS,
  DEMO_SEARCH_USERS,
  DEMO_SUBCATEGORIES,
  DEMO_TITLES,
  prng,
} from './demo-data'
import { demoImage, demoPictureFiles } from './demo-images'
import { banners, productPictures, products, ratings, subcategories, users } from './schema'

export type SeedOptions = {
  demo: boolean
  /** `password` is ADMIN_PASSWORD when set; without it, the demo's or a random one. */
  admin: { email: string; password?: string | undefined }
  /** Sizes of the demo data set. */
  users?: number
  products?: number
  banners?: number
  log?: (line: string) => void
}

export type SeedReport = {
  adminCreated: boolean
  demoSeeded: boolean
  /** The new admin's password when it may be printed; never one from the environment. */
  adminPassword?: { value: string; generated: boolean }
}

export const DEMO_USER_PASSWORD = 'Demo@2026'
/** The demo admin's password: printed at start, known to anyone, so only ever in a demo. */
export const DEMO_ADMIN_PASSWORD = 'Admin@2026'

/** Seeds an empty database. */
export async function seedDatabase(
  db: Db,
  storage: FileStorage,
  options: SeedOptions,
): Promise<SeedReport> {
  const log = options.log ?? (() => {})
  const [everyone] = await db.select({ n: count() }).from(users)
  const wasEmpty = (everyone?.n ?? 0) === 0
  const admin = await ensureAdmin(db, options, log)
  const report = (demoSeeded: boolean): SeedReport => ({
    adminCreated: admin !== undefined,
    demoSeeded,
    ...(admin?.printable ? { adminPassword: admin.printable } : {}),
  })
  if (!options.demo || !wasEmpty) return report(false)

  const random = prng(2026)
  const passwordHash = await hashPassword(DEMO_USER_PASSWORD)
  const userCount = options.users ?? 36
  const userRows = Array.from({ length: userCount }, (_, i) => {
    const first = DEMO_FIRST_NAMES[i % DEMO_FIRST_NAMES.length] ?? 'Amine'
    const last = DEMO_LAST_NAMES[Math.floor(i / 2) % DEMO_LAST_NAMES.length] ?? 'Benali'
    const showcase = DEMO_SEARCH_USERS[i - (userCount - 1 - DEMO_SEARCH_USERS.length)]
    return {
      username: `${first} ${last}`,
      email: `${first}.${last}${i + 1}@example.dz`.toLowerCase(),
      phoneNumber: `+2135${String(50_000_000 + i * 7919).padStart(8, '0')}`,
      ...showcase,
      passwordHash,
      role: 'user' as const,
      isBlocked: i % 9 === 4,
      createdAt: new Date(Date.now() - (userCount - i) * 86_400_000 * 0.8),
    }
  })
  const createdUsers = await db
    .insert(users)
    .values(userRows)
    .onConflictDoNothing()
    .returning({ id: users.id })
  // Another instance seeding at the same moment got there first: its demo data stands.
  if (createdUsers.length < userRows.length) {
    log('demo data already seeded by another instance')
    return report(false)
  }
  log(`created ${createdUsers.length} demo users (password ${DEMO_USER_PASSWORD})`)

  const subs = await db
    .insert(subcategories)
    .values(
      DEMO_SUBCATEGORIES.map((s) => ({
        category: s.category,
        nameAr: s.ar,
        nameFr: s.fr,
        nameEn: s.en,
      })),
    )
    .returning({ id: subcategories.id, category: subcategories.category })
  log(`created ${subs.length} subcategories`)

  const productCount = options.products ?? 40
  // The search showcase takes the last approved places (i % 5 === 3 are the pending ones).
  const showcaseAt = new Map(
    Array.from({ length: productCount }, (_, i) => productCount - 1 - i)
      .filter((i) => i % 5 !== 3)
      .slice(0, DEMO_SEARCH_PRODUCTS.length)
      .map((i, n) => [i, DEMO_SEARCH_PRODUCTS[n]]),
  )
  // Pictures are drawn concurrently (sharp works off the main thread) while the rows go in;
  // drawing them one by one was most of a first start's time.
  const pictures: Array<{ productId: number; image: ReturnType<typeof demoPictureFiles> }> = []
  for (let i = 0; i < productCount; i++) {
    const sub = subs[i % subs.length]
    if (!sub) break
    const category = sub.category as keyof typeof DEMO_TITLES
    const showcase = showcaseAt.get(i)
    const picked = random.pick(WILAYAS)
    const wilaya = WILAYAS.find((w) => w.number === showcase?.wilaya) ?? picked
    const generatedTitle = `${random.pick(DEMO_TITLES[category])} — ${wilaya.en}`
    const title = showcase?.title ?? generatedTitle
    const pending = i % 5 === 3
    const createdAt = new Date(
      Date.now() - random.int(0, 29) * 86_400_000 - random.int(0, 86_000) * 1000,
    )
    const [product] = await db
      .insert(products)
      .values({
        title,
        price: random.int(20, 2500) * 10,
        location: `${random.pick(DEMO_LOCATIONS)}, ${wilaya.fr}`,
        wilaya: wilaya.number,
        category,
        subcategoryId: sub.id,
        description:
          showcase?.description ??
          `${title}. A carefully selected offer in ${wilaya.en} with local guides, clear prices and flexible dates. Contact the agency for group rates.`,
        status: pending ? 'pending' : 'approved',
        isE: random.next() < 0.2,
        isF: random.next() < 0.3,
        isG: random.next() < 0.3,
        isH: random.next() < 0.3,
        createdById: pending ? createdUsers[i % createdUsers.length]?.id : undefined,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id })
    if (!product) continue
    const image = demoPictureFiles(title.split(' — ')[0] ?? title, i)
    // Awaited below; this only keeps an early failure from counting as unhandled meanwhile.
    image.catch(() => {})
    pictures.push({ productId: product.id, image })
    const raters = pending ? 0 : random.int(0, 4)
    if (raters > 0) {
      const votes = Array.from({ length: raters }, (_, r) => ({
        productId: product.id,
        userId: createdUsers[(i + r * 5) % createdUsers.length]?.id ?? 1,
        rating: random.int(3, 5),
      }))
      await db.insert(ratings).values(votes).onConflictDoNothing()
      const sum = votes.reduce((a, v) => a + v.rating, 0)
      await db
        .update(products)
        .set({
          averageRating: Math.round((sum / votes.length) * 100) / 100,
          ratingCount: votes.length,
        })
        .where(eq(products.id, product.id))
    }
  }
  const bannerCount = options.banners ?? 5
  const bannerImages = Array.from({ length: bannerCount }, (_, i) => {
    const image = demoImage(`Rihla — offer ${i + 1}`, i + 2, 1200, 400)
    image.catch(() => {})
    return image
  })
  const pictureRows = await Promise.all(
    pictures.map(async ({ productId, image }) => {
      const keys = pictureKeys(randomUUID())
      const files = await image
      await Promise.all([
        storage.put(keys.file, files.display),
        storage.put(keys.thumb, files.thumbnail),
        storage.put(keys.small, files.small),
      ])
      return {
        productId,
        fileKey: keys.file,
        thumbKey: keys.thumb,
        smallKey: keys.small,
        position: 0,
      }
    }),
  )
  if (pictureRows.length > 0) await db.insert(productPictures).values(pictureRows)
  log(`created ${productCount} products with pictures`)

  for (const [i, image] of bannerImages.entries()) {
    const key = `banners/${randomUUID()}.webp`
    await storage.put(key, await image)
    await db
      .insert(banners)
      // Newest first, as a banner added later is put first.
      .values({ fileKey: key, position: i + 1, createdAt: new Date(Date.now() - i * 3_600_000) })
  }
  log(`created ${bannerCount} banners`)
  return report(true)
}

/** Creates the admin account when none exists; instances starting together keep one. */
async function ensureAdmin(db: Db, options: SeedOptions, log: (line: string) => void) {
  const adminCount = async () =>
    (await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]?.n ?? 0
  if ((await adminCount()) > 0) return undefined
  const given = options.admin.password
  const password =
    given ?? (options.demo ? DEMO_ADMIN_PASSWORD : randomBytes(18).toString('base64url'))
  const email = options.admin.email.toLowerCase()
  const [created] = await db
    .insert(users)
    .values({
      username: 'Rihla Admin',
      email,
      phoneNumber: '+213555000000',
      passwordHash: await hashPassword(password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!created) {
    log(
      (await adminCount()) > 0
        ? 'admin account already created by another instance'
        : `no admin account created: ${email} belongs to an account that is not an admin`,
    )
    return undefined
  }
  log(`created admin account ${email}`)
  return {
    printable: given === undefined ? { value: password, generated: !options.demo } : undefined,
  }
}
