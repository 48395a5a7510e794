import {
  activityActorsResponseSchema,
  activityEntrySchema,
  activityQuerySchema,
  activityResponseSchema,
} from '../activity'
import { messageResponseSchema } from '../answers'
import { bannerListQuerySchema } from '../banners'
import { errorResponseSchema } from '../errors'
import { claimReleaseBodySchema, serverEventSchema } from '../events'
import { idTextSchema, pageMetaSchema } from '../pagination'
import { presencePlaceParamSchema, presenceSchema } from '../presence'
import {
  langQuerySchema,
  myProductsQuerySchema,
  productExportQuerySchema,
  productListQuerySchema,
  takeOverQuerySchema,
  waitingExportQuerySchema,
  waitingListQuerySchema,
} from '../products'
import { searchQuerySchema, searchResponseSchema } from '../search'
import { publicSettingsSchema } from '../settings'
import { statsResponseSchema } from '../stats'
import { subcategoryListQuerySchema } from '../subcategories'
import { userExportQuerySchema, userListQuerySchema } from '../users'
import { describe, describeAll, instant, named, note } from './words'

// The shapes every part shares (errors, pages, list queries) and the smaller parts.

named(errorResponseSchema, 'ErrorResponse', 'The one error shape of every 4xx and 5xx answer.')
describe(errorResponseSchema, {
  message: ['The English text (the seed’s wording).', 'Invalid email or password.'],
  code: [
    'The text’s stable name in MESSAGES, for a client showing another language.',
    'login.invalid',
  ],
  details: 'Every problem of a refused form, in the form’s order.',
  current: 'With `generic.stale`: the record as it is now, with its `version`.',
})

describe(messageResponseSchema, { message: ['What was done.', 'Banner deleted'] })

named(pageMetaSchema, 'PageMeta', 'Where a page stands in its list.')
describeAll([pageMetaSchema, productListQuerySchema], {
  page: ['The page, from 1.', 1],
  limit: ['Rows a page holds.', 7],
  total: ['Rows in the whole list (a floor when `totalCapped`).', 42],
  totalPages: ['Pages in the whole list; 0 when it is empty.', 6],
  totalCapped: ['A search with more matches than it counts: `total` is a floor.', true],
})

note(idTextSchema, 'The record’s id (a positive integer).')
describeAll(
  [
    productListQuerySchema,
    langQuerySchema,
    myProductsQuerySchema,
    waitingListQuerySchema,
    productExportQuerySchema,
    waitingExportQuerySchema,
    userListQuerySchema,
    userExportQuerySchema,
    subcategoryListQuerySchema,
    bannerListQuerySchema,
    activityQuerySchema,
    searchQuerySchema,
    takeOverQuerySchema,
    langQuerySchema,
  ],
  {
    page: 'The page, from 1.',
    limit: 'Rows a page holds.',
    search:
      'Words to look for (names, titles, e-mail, phone, wilaya), in any of the three scripts.',
    order: 'Ascending or descending.',
    sort: 'The column to sort by.',
    count: '`exact`: count every match of a search, however many.',
    category: 'Only listings of this category.',
    wilaya: 'Only listings of this wilaya (its number).',
    subcategoryId: 'Only listings of this subcategory.',
    status: 'Waiting, approved or rejected listings (the catalogue, approved, by default).',
    signal: 'Only listings with a signal: `any`, or one kind.',
    lang: 'The language of names and texts in the answer.',
    raw: '`1`: the machine form (field names and codes, `true`/`false`, ISO times).',
    takeOver: '`true`: decide a listing another moderator is reviewing.',
    actorId: 'Only entries by this account.',
    action: 'Only entries of this action.',
    entity: 'Only entries about this kind of record.',
    entityId: 'Only entries about this record (with `entity`).',
    from: 'From this day (UTC) or instant, inclusive.',
    to: 'Up to this day (UTC, whole) or instant, exclusive.',
    q: 'The words to look for.',
  },
)

named(serverEventSchema, 'ServerEvent', 'One event of the staff stream (`GET /api/events`).')
describe(serverEventSchema, {
  id: ['Its id, also its `id:` line (send it back as `Last-Event-ID`).', 9051],
  type: ['What happened, as `entity.verb`.', 'product.approve'],
  entityId: ['The record it is about.', 128],
  actor: 'Who made the change; null for the server’s own.',
  data: [
    'A few fields of the change.',
    { title: 'Sahara 4x4 circuit — Tamanrasset', status: 'approved' },
  ],
  at: instant('When.'),
})
describe(serverEventSchema.shape.actor, {
  id: ['Their account’s id.', 3],
  name: ['Their name.', 'Nadia Haddad'],
})
note(claimReleaseBodySchema, {
  examples: ['eyJwIjoxMjgsInUiOjN9.c2lnbmF0dXJl'],
  description: 'The `releaseToken` of the claim, as a text/plain body (what a beacon sends).',
})

named(activityEntrySchema, 'ActivityEntry', 'One entry of the audit log.')
describe(activityEntrySchema, {
  id: ['The entry’s id.', 3120],
  action: ['What was done.', 'product.approve'],
  entity: ['The kind of record.', 'product'],
  entityId: ['The record; null when none.', 128],
  actor: 'Who did it; null once that account is deleted.',
  before: ['The fields changed, before.', { status: 'pending' }],
  after: ['The fields changed, after.', { status: 'approved' }],
  createdAt: instant('When.'),
  record: 'What became of the record.',
})
describe(activityResponseSchema, {
  data: 'The entries of the page, newest first.',
  meta: 'The page meta.',
})
describeAll([activityEntrySchema.shape.actor.unwrap(), activityActorsResponseSchema.element], {
  id: ['Their account’s id.', 3],
  username: ['Their name.', 'Nadia Haddad'],
})
describe(activityEntrySchema.shape.record, {
  state: ['Still there, waiting for review, or gone.', 'present'],
  name: ['Its name now (as the entry saw it when gone); null for banners.', 'Sahara 4x4 circuit'],
})

describe(statsResponseSchema, {
  totalUsers: ['Accounts.', 412],
  blockedUsers: ['Blocked accounts.', 6],
  approvedProducts: ['Listings in the catalogue.', 1280],
  waitingProducts: ['Listings waiting for review.', 37],
  rejectedThisWeek: ['Listings rejected in the last 7 days.', 9],
  subcategories: ['Subcategories.', 12],
  banners: ['Banners.', 3],
  productsPerCategory: 'Listings per category.',
  productsPerDay: 'New listings per day (UTC) of the last 30, oldest first.',
  productsPerMonth: 'New listings per month (UTC) of the last 12, oldest first.',
})
describeAll(
  [
    statsResponseSchema.shape.productsPerCategory,
    statsResponseSchema.shape.productsPerDay,
    statsResponseSchema.shape.productsPerMonth,
  ],
  {
    category: ['The category.', 'A'],
    count: ['How many.', 320],
    date: ['The day, `YYYY-MM-DD`.', '2026-11-23'],
    month: ['The month, `YYYY-MM`.', '2026-11'],
  },
)

describe(searchResponseSchema, {
  users: 'Matching accounts.',
  products: 'Matching listings.',
  subcategories: 'Matching subcategories.',
})
describeAll(
  [
    searchResponseSchema.shape.users,
    searchResponseSchema.shape.products,
    searchResponseSchema.shape.subcategories,
  ],
  {
    id: ['The record’s id.', 57],
    username: ['The name.', 'Karim Boudiaf'],
    email: ['The e-mail address.', 'karim.boudiaf@example.dz'],
    title: ['The title.', 'Sahara 4x4 circuit — Tamanrasset'],
    status: ['Its status.', 'approved'],
    thumbnailUrl: [
      'Its first picture, small (signed while it waits).',
      '/uploads/products/41-thumb.webp',
    ],
    name: ['The name in the language asked.', 'Desert tours'],
    category: ['The category.', 'D'],
  },
)

describe(publicSettingsSchema, { currency: ['The currency prices are in (ISO 4217).', 'DZD'] })
describe(presencePlaceParamSchema, { place: 'The shared screen.' })
describe(presenceSchema, {
  userId: ['Their account’s id.', 3],
  name: ['Their name.', 'Nadia Haddad'],
  since: instant('Since when they have the screen open.'),
})
