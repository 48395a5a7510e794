import {
  MODERATION_TIME_ZONE,
  type ModerationPeriod,
  type ModerationStats,
} from '@rihla/contract/moderation-stats'
import type { AppContext } from '../../context'
import {
  type CountRow,
  countSignalsRaised,
  readBacklog,
  readCounts,
  readUsernames,
  readWaits,
  type WaitRow,
} from './insights-repository'
import { rollupPosition } from './rollup-repository'
import { catchUpRollups } from './rollup-service'

const DAY = 86_400_000
/** A request brings the rollups up to date itself, within this many batches (the job does the rest). */
const REQUEST_BATCHES = 1

/** Today in Africa/Algiers, as `YYYY-MM-DD` (en-CA writes dates that way). */
export function algiersDay(at = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MODERATION_TIME_ZONE }).format(at)
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

/** The period's buckets (days, or months for a year), oldest first, and its first and last day. */
export function periodBuckets(period: ModerationPeriod, today: string) {
  if (period !== 'year') {
    const length = period === 'week' ? 7 : 30
    const days = Array.from({ length }, (_, i) => shift(today, i - length + 1))
    return { keys: days, from: days[0] ?? today, to: today }
  }
  const [year = 0, month = 1] = today.split('-').map(Number)
  const keys = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(year, month - 1 - 11 + i, 1)).toISOString().slice(0, 7),
  )
  return { keys, from: `${keys[0]}-01`, to: today }
}

/**
 * The nearest-rank percentile of a histogram sorted by bucket: the mean wait of the bucket
 * holding it, in whole seconds (decision 056); null when it is empty.
 */
export function percentile(buckets: readonly WaitRow[], p: number): number | null {
  const total = buckets.reduce((sum, b) => sum + b.n, 0)
  if (total === 0) return null
  const rank = Math.ceil(p * total)
  let seen = 0
  for (const bucket of buckets) {
    seen += bucket.n
    if (seen >= rank) return Math.round(bucket.seconds / bucket.n)
  }
  return null
}

/** Buckets of several reviewers merged, by bucket. */
function merged(rows: readonly WaitRow[]): WaitRow[] {
  const byBucket = new Map<number, WaitRow>()
  for (const row of rows) {
    const into = byBucket.get(row.bucket)
    if (into) {
      into.n += row.n
      into.seconds += row.seconds
    } else byBucket.set(row.bucket, { ...row, actorId: 0 })
  }
  return [...byBucket.values()].sort((a, b) => a.bucket - b.bucket)
}

type Rolled = { counts: CountRow[]; waits: WaitRow[] }
/** A period's rollup rows change only when the rollups move or the day turns. */
const read = new WeakMap<object, Map<string, { at: number; rows: Promise<Rolled> }>>()
/** A rebuild of the rollups shows within this long even when their position ends where it was. */
const READ_TTL_MS = 60_000

/** The period's rolled-up rows, read once per position of the rollups in each process. */
async function rolledUp(db: AppContext['db'], period: ModerationPeriod, from: string, to: string) {
  const key = `${period}|${from}|${to}|${await rollupPosition(db)}`
  let byKey = read.get(db)
  if (!byKey) {
    byKey = new Map()
    read.set(db, byKey)
  }
  const found = byKey.get(key)
  if (found && Date.now() - found.at < READ_TTL_MS) return found.rows
  const byMonth = period === 'year'
  const rows = Promise.all([
    readCounts(db, from, to, byMonth),
    readWaits(db, from, to, byMonth),
  ]).then(([counts, waits]) => ({ counts, waits }))
  for (const [old] of byKey) if (old.startsWith(`${period}|`)) byKey.delete(old)
  byKey.set(key, { at: Date.now(), rows })
  // A failed read is not kept.
  rows.catch(() => byKey.delete(key))
  return rows
}

/** `GET /api/stats/moderation` (decision 056). */
export async function moderationStats(
  ctx: Pick<AppContext, 'db'>,
  period: ModerationPeriod,
): Promise<ModerationStats> {
  await catchUpRollups(ctx.db, REQUEST_BATCHES)
  const { keys, from, to } = periodBuckets(period, algiersDay())
  const [{ counts, waits }, backlog, raised] = await Promise.all([
    rolledUp(ctx.db, period, from, to),
    readBacklog(ctx.db),
    countSignalsRaised(ctx.db, from),
  ])
  const total = (metric: string) =>
    counts.filter((c) => c.metric === metric).reduce((sum, c) => sum + c.n, 0)

  const perKey = new Map(keys.map((key) => [key, { date: key, approved: 0, rejected: 0 }]))
  const reviewers = new Map<number, { decisions: number; undone: number; overturned: number }>()
  const reviewer = (id: number) => {
    let found = reviewers.get(id)
    if (!found) {
      found = { decisions: 0, undone: 0, overturned: 0 }
      reviewers.set(id, found)
    }
    return found
  }
  const reasons = new Map<string, number>()
  for (const row of counts) {
    if (row.metric === 'approved' || row.metric === 'rejected') {
      const point = perKey.get(row.key)
      if (point) point[row.metric] += row.n
      if (row.actorId) reviewer(row.actorId).decisions += row.n
    } else if (row.metric === 'undone' && row.actorId) reviewer(row.actorId).undone += row.n
    else if (row.metric === 'overturned' && row.actorId) {
      reviewer(row.actorId).overturned += row.n
    } else if (row.metric === 'reason') {
      reasons.set(row.label, (reasons.get(row.label) ?? 0) + row.n)
    }
  }
  const names = await readUsernames(ctx.db, [...reviewers.keys()])
  const moderators = [...reviewers]
    .flatMap(([userId, figures]) => {
      const username = names.get(userId)
      if (username === undefined) return []
      const own = waits.filter((w) => w.actorId === userId)
      return [{ userId, username, ...figures, medianSeconds: percentile(own, 0.5) }]
    })
    .sort((a, b) => b.decisions - a.decisions || a.username.localeCompare(b.username))
    .map(({ userId, username, decisions, medianSeconds, undone, overturned }) => ({
      userId,
      username,
      decisions,
      medianSeconds,
      undone,
      overturned,
    }))
  const all = merged(waits)
  return {
    backlog: {
      count: backlog.count,
      oldestAt: backlog.oldestAt === null ? null : new Date(backlog.oldestAt).toISOString(),
      byAge: {
        underHour: backlog.underHour,
        underDay: backlog.underDay,
        underThreeDays: backlog.underThreeDays,
        older: backlog.count - backlog.underHour - backlog.underDay - backlog.underThreeDays,
      },
    },
    timeToDecision: { p50Seconds: percentile(all, 0.5), p90Seconds: percentile(all, 0.9) },
    decisions: [...perKey.values()],
    moderators,
    reasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    appeals: {
      opened: total('appeal.opened'),
      upheld: total('appeal.upheld'),
      overturned: total('appeal.overturned'),
    },
    signals: {
      raised,
      dismissed: total('signal.dismissed'),
      rejectedWithSignal: total('rejected.signal'),
    },
  }
}
