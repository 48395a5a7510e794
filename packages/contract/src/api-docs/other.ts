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
import { moderationStatsQuerySchema, moderationStatsSchema } from '../moderation-stats'
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

describe(moderationStatsQuerySchema, {
  period: 'The last 7 days, the last 30 days (Africa/Algiers days) or the last 12 months.',
})
describe(moderationStatsSchema, {
  backlog: 'Listings waiting for a decision now.',
  timeToDecision:
    'From a submission or resubmission to its first decision, for the decisions of the period.',
  decisions: 'Approvals and rejections per day (per month for `year`), oldest first, zero-filled.',
  moderators:
    'Each reviewer who decided, undid or was overturned in the period, most decisions first.',
  reasons: 'Rejections of the period per reason, most frequent first.',
  appeals: 'Appeals of rejections opened and decided in the period.',
  signals: 'Duplicate and risk signals of the period.',
})
describe(moderationStatsSchema.shape.backlog, {
  count: ['Listings waiting.', 37],
  oldestAt: instant('Since when the longest-waiting listing waits; null when none waits.'),
  byAge: 'The waiting listings by how long they have waited.',
})
describe(moderationStatsSchema.shape.backlog.shape.byAge, {
  underHour: ['Waiting less than an hour.', 12],
  underDay: ['Waiting one hour to a day.', 15],
  underThreeDays: ['Waiting one to three days.', 7],
  older: ['Waiting three days or more.', 3],
})
describe(moderationStatsSchema.shape.timeToDecision, {
  p50Seconds: ['The median wait, in seconds (within 2.5 %); null without decisions.', 5400],
  p90Seconds: [
    'Nine waits in ten are shorter than this, in seconds; null without decisions.',
    64800,
  ],
})
describeAll(
  [
    moderationStatsSchema.shape.decisions,
    moderationStatsSchema.shape.moderators,
    moderationStatsSchema.shape.reasons,
  ],
  {
    date: ['The day (`YYYY-MM-DD`) or, for `year`, the month (`YYYY-MM`).', '2026-11-23'],
    approved: ['Approvals.', 41],
    rejected: ['Rejections.', 9],
    userId: ['The reviewer’s account id.', 3],
    username: ['Their name.', 'Nadia Haddad'],
    decisions: ['Approvals and rejections they made.', 50],
    medianSeconds: ['Their median wait to a first decision, in seconds; null without one.', 4200],
    undone: ['Decisions they undid.', 2],
    overturned: ['Their rejections overturned on appeal.', 1],
    reason: ['The rejection reason.', 'poor_photos'],
    count: ['Rejections with it.', 4],
  },
)
describe(moderationStatsSchema.shape.appeals, {
  opened: ['Appeals sent by sellers.', 5],
  upheld: ['Appeals that kept the rejection.', 3],
  overturned: ['Appeals that overturned it.', 1],
})
describe(moderationStatsSchema.shape.signals, {
  raised: ['Listings whose signals were computed in the period (and are still stored).', 18],
  dismissed: ['Pair signals dismissed as “not a duplicate”.', 4],
  rejectedWithSignal: ['Rejections of a listing that carried a signal.', 6],
})
