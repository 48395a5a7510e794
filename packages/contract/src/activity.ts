import { z } from 'zod'
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit'
import { LANGS } from './constants'
import { MESSAGES } from './messages'
import { idParamSchema, pageQuerySchema, pageResponseSchema } from './pagination'

/**
 * What became of the record an entry is about: still there, waiting for approval (a product:
 * its details are the waiting list's), or gone (deleted, rejected, or never named).
 */
export const ACTIVITY_RECORD_STATES = ['present', 'waiting', 'gone'] as const
export type ActivityRecordState = (typeof ACTIVITY_RECORD_STATES)[number]

export const activityEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  /** The record as it stands: its state, and its name (a product's title, a user's name…). */
  record: z.object({
    state: z.enum(ACTIVITY_RECORD_STATES),
    /** Its name now, or as the entry saw it when gone; null for banners. */
    name: z.string().nullable(),
  }),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

const dateMessage = { error: MESSAGES.activity.invalidDate }
/** The instants a filter may name: the database refuses year 0 (found by the fuzzer: a 500). */
const EARLIEST = Date.UTC(1900, 0, 1)
const LATEST = Date.UTC(9999, 11, 31)
/**
 * A day (`2026-11-25`, UTC) or an instant with its offset (`2026-11-25T00:00:00+01:00`),
 * between 1900 and 9999.
 */
const dateOrInstant = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], dateMessage)
  .refine((value) => {
    const at = Date.parse(value)
    return at >= EARLIEST && at <= LATEST
  }, dateMessage)

/**
 * The instants a `from` / `to` pair covers: `from` inclusive; `to` exclusive, a plain day
 * counting whole (to its end, UTC). Undefined bounds stay open.
 */
export function activityRange(from?: string, to?: string) {
  const day = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
  const start = from === undefined ? undefined : new Date(day(from) ? `${from}T00:00:00Z` : from)
  let end: Date | undefined
  if (to !== undefined) {
    end = new Date(day(to) ? `${to}T00:00:00Z` : to)
    if (day(to)) end.setUTCDate(end.getUTCDate() + 1)
  }
  return { start, end }
}

const recordId = idParamSchema.shape.id

/** Entries a page of the activity log shows unless `limit` says otherwise. */
export const ACTIVITY_PAGE_SIZE = 10

/**
 * `GET /api/activity`: a page of the audit log, newest first, filtered by who (`actorId`),
 * what (`action`), when (`from`, `to`) and which record (`entity`, with `entityId` for one
 * record's history). Names of subcategories come in `lang`.
 */
export const activityQuerySchema = pageQuerySchema(ACTIVITY_PAGE_SIZE)
  .pick({ page: true, limit: true })
  .extend({
    actorId: recordId.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: recordId.optional(),
    from: dateOrInstant.optional(),
    to: dateOrInstant.optional(),
    lang: z.enum(LANGS).default('en'),
  })
  .refine((q) => q.entityId === undefined || q.entity !== undefined, {
    error: MESSAGES.activity.recordWithoutType,
    path: ['entityId'],
  })
  .refine(
    (q) => {
      const { start, end } = activityRange(q.from, q.to)
      return !start || !end || start < end
    },
    { error: MESSAGES.activity.dateRange, path: ['to'] },
  )
export type ActivityQuery = z.infer<typeof activityQuerySchema>

export const activityResponseSchema = pageResponseSchema(activityEntrySchema)
export type ActivityResponse = z.infer<typeof activityResponseSchema>

/** `GET /api/activity/actors`: everyone who appears in the audit log, for the person filter. */
export const activityActorsResponseSchema = z.array(
  z.object({ id: z.number().int(), username: z.string() }),
)
export type ActivityActor = z.infer<typeof activityActorsResponseSchema>[number]
