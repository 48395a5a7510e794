import { APPEAL_OUTCOMES, APPEAL_STATUSES, NOTIFICATION_KINDS } from '@rihla/contract/appeals'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@rihla/contract/audit'
import { CATEGORY_CODES } from '@rihla/contract/categories'
import { LANGS, ROLES } from '@rihla/contract/constants'
import { PRESENCE_PLACES } from '@rihla/contract/presence'
import {
  PRODUCT_STATUSES,
  type ProductChanges,
  REJECTION_REASONS,
  type ReviewChangeField,
} from '@rihla/contract/products'
import { PAIR_SIGNAL_KINDS, SIGNAL_KINDS, type Signal } from '@rihla/contract/signals'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A search document's trigram index, and a prefix index for short terms (decision 018). */
const searchIndexes = (table: string, doc: PgColumn) => [
  index(`${table}_search_trgm_idx`).using('gin', sql`${doc} gin_trgm_ops`),
  index(`${table}_search_prefix_idx`).using(
    'btree',
    sql`left(${doc}, ${sql.raw(String(SEARCH_PREFIX_LENGTH))}) text_pattern_ops`,
  ),
]

/** How much of a document's start the prefix index holds (lib/search.ts matches on it). */
export const SEARCH_PREFIX_LENGTH = 32

/**
 * A CHECK that a column holds a contract enum's value, built from the contract's array
 * (enum-checks.test.ts compares them).
 */
const oneOf = (name: string, column: PgColumn, values: readonly string[]) =>
  check(
    name,
    sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))})`,
  )

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    profilePicture: text('profile_picture'),
    // Set when an admin invites the person (decision 035), cleared by the first
    // password they set: while it is set the account holds an unusable hash, a pending invite.
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    // The language the person last used (sign-in, renewal, an appeal): their mail speaks it.
    lang: text('lang', { enum: LANGS }),
    // Bumped by a phone change or a block (If-Match on the phone form).
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The normalized text a search looks in (decision 018, migration 0010).
    searchDoc: text('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(username || ' ' || email || ' ' || phone_number)`),
  },
  (t) => [
    // Emails are compared case-insensitively: one account per mailbox.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // same-phone-many: the accounts behind one phone (stored in one form).
    index('users_phone_idx').on(t.phoneNumber),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_lang_check', t.lang, LANGS),
    ...searchIndexes('users', t.searchDoc),
  ],
)

/**
 * One row per sign-in (its id is the access token's `sid`). `revoked_at` ends it; rotation and
 * revocation both lock the row, so no token is ever added to an ended session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    // What the person sees in their list of sessions: the device and address it
    // started from, and when it was last renewed (a refresh, at most once per access token).
    userAgent: text('user_agent'),
    address: text('address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // Until when this sign-in may use staff powers over accounts (step-up, decision 055).
    steppedUpUntil: timestamp('stepped_up_until', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Rotation keeps the family (the session); a reuse of a spent token ends the session.
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
)

/**
 * A user's authenticator (TOTP): a code is accepted only for a later time step than the last, so it
 * cannot be replayed.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** Single-use recovery codes of an enabled second factor; only their SHA-256 is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_idx').on(t.userId, t.codeHash)],
)

/**
 * The step between a right password and the second factor: an opaque token (only its SHA-256
 * is stored), single-use, valid a few minutes, and never a session.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_hash_idx').on(t.tokenHash),
    index('two_factor_challenges_user_idx').on(t.userId),
  ],
)

export const wilayas = pgTable('wilayas', {
  number: integer('number').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameFr: text('name_fr').notNull(),
  nameAr: text('name_ar').notNull(),
})

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    category: char('category', { length: 1, enum: CATEGORY_CODES }).notNull(),
    // Bumped by every update: a form sends the version it read (If-Match), a stale one gets 409.
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchDoc: text('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(name_ar || ' ' || name_fr || ' ' || name_en)`),
  },
  (t) => [
    oneOf('subcategories_category_check', t.category, CATEGORY_CODES),
    index('subcategories_category_idx').on(t.category),
    ...searchIndexes('subcategories', t.searchDoc),
  ],
)

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    location: text('location').notNull(),
    wilaya: integer('wilaya')
      .notNull()
      .references(() => wilayas.number),
    category: char('category', { length: 1, enum: CATEGORY_CODES }).notNull(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    description: text('description').notNull(),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('pending'),
    isE: boolean('is_e').notNull().default(false),
    isF: boolean('is_f').notNull().default(false),
    isG: boolean('is_g').notNull().default(false),
    isH: boolean('is_h').notNull().default(false),
    // Kept in step with the ratings table inside the rating transaction, so lists never aggregate.
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    // Bumped by every change of the flags or the status (If-Match, as for subcategories).
    version: integer('version').notNull().default(1),
    // What its owner changed in the approved listing that sent it back to the queue: the
    // fields and their approved values; null for a new listing, cleared on approval.
    pendingChanges: jsonb('pending_changes').$type<ProductChanges>(),
    // The version that last changed each reviewed part (a field, `pictures`, `flags`,
    // `status`), so a decision on an older version can say what moved (decision 052).
    changedAtVersion: jsonb('changed_at_version')
      .$type<Partial<Record<ReviewChangeField, number>>>()
      .notNull()
      .default({}),
    // Its latest rejection: kept when its owner resubmits it, so the moderator sees
    // the earlier decision; the retention purge reads `rejected_at`.
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    rejectionNote: text('rejection_note'),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    // The statement of reasons (decision 057): the version rejected, and whether a duplicate
    // or risk signal was on it then.
    rejectedVersion: integer('rejected_version'),
    rejectionSignals: boolean('rejection_signals'),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
    // The last decision, for its undo (modules/review): who, when, until when, and the status
    // and owner's changes it replaced. Cleared by the undo.
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    undoUntil: timestamp('undo_until', { withTimezone: true }),
    previousStatus: text('previous_status', { enum: PRODUCT_STATUSES }),
    previousChanges: jsonb('previous_changes').$type<ProductChanges>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Title first: a term too short for trigrams matches the start of the document.
    searchDoc: text('search_doc')
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(title || ' ' || location || ' ' || description)`),
  },
  (t) => [
    oneOf('products_category_check', t.category, CATEGORY_CODES),
    oneOf('products_status_check', t.status, PRODUCT_STATUSES),
    // A null reason passes (never rejected).
    oneOf('products_rejection_reason_check', t.rejectionReason, REJECTION_REASONS),
    check('products_price_check', sql`${t.price} > 0`),
    index('products_status_id_idx').on(t.status, t.id),
    index('products_status_created_idx').on(t.status, t.createdAt),
    index('products_created_idx').on(t.createdAt),
    index('products_category_idx').on(t.category, t.id),
    index('products_subcategory_idx').on(t.subcategoryId),
    index('products_wilaya_idx').on(t.wilaya, t.id),
    // The retention purge and the dashboard's "rejected this week" read rejected rows by date.
    index('products_rejected_at_idx').on(t.rejectedAt).where(sql`${t.rejectedAt} is not null`),
    // The submitter's figures on the waiting details count their listings by status.
    index('products_created_by_idx').on(t.createdById, t.status),
    ...searchIndexes('products', t.searchDoc),
    // similar-title (decision 049): the normalized title's trigrams (GIN, as the
    // search document's).
    index('products_title_trgm_idx').using('gin', sql`search_normalize(${t.title}) gin_trgm_ops`),
    // price-outlier: the approved prices of a subcategory and wilaya, read in order.
    // The Insights backlog by age (decision 056): "waiting since", index-only.
    index('products_waiting_since_idx')
      .on(sql`(coalesce(${t.resubmittedAt}, ${t.createdAt}))`)
      .where(sql`${t.status} = 'pending'`),
    index('products_price_group_idx')
      .on(t.subcategoryId, t.wilaya, t.price)
      .where(sql`${t.status} = 'approved'`),
  ],
)

export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Storage keys, not URLs: the storage driver decides where a key is served from.
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key'),
    // A square the size of a list's cell (migration 0017); null for pictures stored before it,
    // which lists show from the thumbnail.
    smallKey: text('small_key'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_pictures_product_idx').on(t.productId, t.position),
    // /uploads/* looks a file's product up by its key (modules/products/picture-visibility-repository.ts).
    index('product_pictures_file_key_idx').on(t.fileKey),
    index('product_pictures_thumb_key_idx').on(t.thumbKey),
    index('product_pictures_small_key_idx').on(t.smallKey),
  ],
)

export const ratings = pgTable(
  'ratings',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.userId] }),
    check('ratings_range_check', sql`${t.rating} between 1 and 5`),
  ],
)

/**
 * Home banners: an image, where it leads, its place in the order, and when it is shown.
 * `position` runs 1..n, renumbered under one advisory lock (banners-repository.ts).
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    fileKey: text('file_key').notNull(),
    // Where it leads: a product (no foreign key: a deleted product can be restored with its
    // id within the undo window, and the link then works again) or an https address.
    linkProductId: integer('link_product_id'),
    linkUrl: text('link_url'),
    position: integer('position').notNull().default(0),
    // Shown from (inclusive) and until (exclusive); null: no bound.
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    // Bumped by each change of this banner (If-Match, as for products and subcategories).
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banners_created_idx').on(t.createdAt, t.id),
    index('banners_position_idx').on(t.position, t.id),
    check('banners_link_check', sql`${t.linkProductId} is null or ${t.linkUrl} is null`),
    check(
      'banners_schedule_check',
      sql`${t.activeFrom} is null or ${t.activeTo} is null or ${t.activeTo} > ${t.activeFrom}`,
    ),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    // A record's history: who decided a product and when (review-repository.ts, findLastDecision).
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    // The activity page's person and action filters, newest first (decision 026).
    index('audit_log_actor_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
  ],
)

/** Row counts kept by triggers, so totals and figures never count a million rows a request. */
export const productCounts = pgTable(
  'product_counts',
  {
    status: text('status', { enum: PRODUCT_STATUSES }).notNull(),
    category: char('category', { length: 1, enum: CATEGORY_CODES }).notNull(),
    n: integer('n').notNull().default(0),
    /** Bumped with every change of `n`: a list's sum rises whenever its members change (017). */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.category] })],
)

export const userCounts = pgTable('user_counts', {
  id: integer('id').primaryKey().default(1),
  total: integer('total').notNull().default(0),
  blocked: integer('blocked').notNull().default(0),
})

/** New products per calendar day (UTC), kept by a trigger for the dashboard's chart. */
export const productDailyCounts = pgTable('product_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  n: integer('n').notNull().default(0),
})

/**
 * Products deleted in the last seconds, kept whole so an undo restores the same id; outside
 * `products`, so no list or counter sees them.
 */
export const deletedProducts = pgTable(
  'deleted_products',
  {
    id: integer('id').primaryKey(),
    product: jsonb('product').notNull(),
    pictures: jsonb('pictures').notNull(),
    ratings: jsonb('ratings').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('deleted_products_purge_idx').on(t.purgeAfter)],
)

/**
 * The rate limiter's counters, in the database so every instance counts together; swept once
 * `forget_at` and `locked_until` pass.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_forget_at_idx').on(t.forgetAt)],
)

/** Addresses an account signed in from: they pass the account-wide sign-in lock. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.address] }),
    index('login_known_addresses_last_seen_idx').on(t.lastSeen),
  ],
)

/**
 * What staff screens are told: one row per change, written in its transaction and kept so a
 * reconnecting client gets what it missed.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    entityId: integer('entity_id'),
    actorId: integer('actor_id'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
)

/** Who reviews a waiting product: one row per product, so two moderators cannot both hold it. */
export const productClaims = pgTable(
  'product_claims',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('product_claims_expires_idx').on(t.expiresAt)],
)

/**
 * Who has a staff screen open (decision 024), in the shared database so every instance sees
 * everyone.
 */
export const presence = pgTable(
  'presence',
  {
    place: text('place', { enum: PRESENCE_PLACES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.userId] }),
    index('presence_expires_idx').on(t.expiresAt),
  ],
)

/**
 * One-time links that set a password: an admin's reset or a forgot-password mail. Only the
 * token's SHA-256 is kept, and one conditional UPDATE spends it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The admin who issued it; null for a forgot-password request. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
)

/**
 * The scheduled-job queue (decision 032): claimed `FOR UPDATE SKIP LOCKED` with a lease, so each
 * job runs on one instance at a time, and again elsewhere if its runner died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
    // Claimed highest first (mail ahead of bulk work, decision 053).
    priority: smallint('priority').notNull().default(0),
    // One waiting job per key: an enqueue while one waits joins it (decision 053).
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('jobs_due_idx').on(t.priority.desc(), t.runAt).where(sql`${t.failedAt} is null`),
    uniqueIndex('jobs_waiting_key_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.attempts} = 0`),
    index('jobs_failed_idx').on(t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
)

/**
 * The recurring jobs (decision 032): one row per kind. A tick is claimed by one conditional
 * UPDATE of `next_run_at`, so exactly one instance runs it.
 */
export const jobSchedules = pgTable('job_schedules', {
  kind: text('kind').primaryKey(),
  everyMs: integer('every_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  // Set by kinds whose success is watched from outside (the scheduled backup: health, metrics).
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
})

/**
 * Perceptual hashes of product pictures and their centred crops (decision 049), looked up through
 * four 16-bit band indexes, so a lookup never scans.
 */
export const pictureHashes = pgTable(
  'picture_hashes',
  {
    pictureId: integer('picture_id')
      .notNull()
      .references(() => productPictures.id, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pictureId, t.variant] }),
    index('picture_hashes_product_idx').on(t.productId),
    ...[0, 1, 2, 3].map((band) =>
      index(`picture_hashes_band${band}_idx`).on(
        sql`((${t.hash} >> ${sql.raw(String(48 - 16 * band))}) & 65535)`,
      ),
    ),
  ],
)

/**
 * A product's duplicate and risk signals, replaced whole by each run; a pair's row goes with either
 * product, so none names a deleted listing.
 */
export const productSignals = pgTable(
  'product_signals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SIGNAL_KINDS }).notNull(),
    otherProductId: integer('other_product_id').references(() => products.id, {
      onDelete: 'cascade',
    }),
    score: real('score').notNull(),
    detail: jsonb('detail').$type<Signal['detail']>().notNull(),
    computedAt: createdAt(),
  },
  (t) => [
    oneOf('product_signals_kind_check', t.kind, SIGNAL_KINDS),
    index('product_signals_product_idx').on(t.productId, t.kind),
    index('product_signals_other_idx').on(t.otherProductId),
    index('product_signals_computed_idx').on(t.computedAt, t.productId),
  ],
)

/**
 * The Insights figures per Africa/Algiers day (decision 056), kept by the `insights.rollup` job
 * from the audit log: counts per metric, reviewer (`actor_id`, 0 for none) and `label` (a reason,
 * or a wait's histogram bucket with its `seconds` summed).
 */
export const moderationRollups = pgTable(
  'moderation_rollups',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    actorId: integer('actor_id').notNull().default(0),
    label: text('label').notNull().default(''),
    n: integer('n').notNull().default(0),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  // The primary key includes `n` and `seconds` (migration 0031), which Drizzle cannot say.
  (t) => [
    primaryKey({ name: 'moderation_rollups_pk', columns: [t.metric, t.day, t.actorId, t.label] }),
  ],
)

/** How far the rollup has read the audit log (one row). */
export const moderationRollupState = pgTable('moderation_rollup_state', {
  id: integer('id').primaryKey().default(1),
  lastAuditId: integer('last_audit_id').notNull().default(0),
})

/** "Not a duplicate": a pair a moderator silenced, smaller id first; the job skips it. */
export const signalDismissals = pgTable(
  'signal_dismissals',
  {
    kind: text('kind', { enum: PAIR_SIGNAL_KINDS }).notNull(),
    lowId: integer('low_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    highId: integer('high_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.lowId, t.highId] }),
    oneOf('signal_dismissals_kind_check', t.kind, PAIR_SIGNAL_KINDS),
    index('signal_dismissals_high_idx').on(t.highId),
  ],
)

/**
 * A seller's appeal of one rejection (decision 057): one per rejection (its listing and time),
 * decided once by a reviewer other than the one who rejected.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedVersion: integer('rejected_version').notNull(),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }).notNull(),
    // The statement the appeal answers, as it stood (a later rejection rewrites the listing's).
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }).notNull(),
    rejectionNote: text('rejection_note'),
    rejectionSignals: boolean('rejection_signals').notNull().default(false),
    message: text('message').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: APPEAL_OUTCOMES }),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('appeals_status_check', t.status, APPEAL_STATUSES),
    oneOf('appeals_outcome_check', t.outcome, APPEAL_OUTCOMES),
    uniqueIndex('appeals_rejection_idx').on(t.productId, t.rejectedAt),
    index('appeals_status_idx').on(t.status, t.id),
  ],
)

/** What a staff member is told of (the top bar's bell, decision 057), one row per person. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    appealId: integer('appeal_id').references(() => appeals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
)

/** The mail of one event, sent: a job run twice finds its key and sends nothing (decision 057). */
export const sentMails = pgTable('sent_mails', {
  eventKey: text('event_key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
})
