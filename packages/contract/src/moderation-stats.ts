import { z } from 'zod'
import { MESSAGES } from './messages'

/** The Insights screen's periods: the last 7 or 30 days (Africa/Algiers), or the last 12 months. */
export const MODERATION_PERIODS = ['week', 'month', 'year'] as const
export type ModerationPeriod = (typeof MODERATION_PERIODS)[number]

/** The time zone of the figures' days: a decision at 23:30 UTC in winter counts the next day. */
export const MODERATION_TIME_ZONE = 'Africa/Algiers'

export const moderationStatsQuerySchema = z.object({
  period: z.enum(MODERATION_PERIODS, { error: MESSAGES.insights.period }).default('week'),
})
export type ModerationStatsQuery = z.infer<typeof moderationStatsQuerySchema>

const count = z.number().int().nonnegative()
const seconds = z.number().int().nonnegative().nullable()

/** `GET /api/stats/moderation`: the queue's health and each reviewer's work over a period. */
export const moderationStatsSchema = z.object({
  backlog: z.object({
    count,
    oldestAt: z.string().nullable(),
    byAge: z.object({
      underHour: count,
      underDay: count,
      underThreeDays: count,
      older: count,
    }),
  }),
  timeToDecision: z.object({ p50Seconds: seconds, p90Seconds: seconds }),
  decisions: z.array(z.object({ date: z.string(), approved: count, rejected: count })),
  moderators: z.array(
    z.object({
      userId: z.number().int(),
      username: z.string(),
      decisions: count,
      medianSeconds: seconds,
      undone: count,
      overturned: count,
    }),
  ),
  reasons: z.array(z.object({ reason: z.string(), count })),
  appeals: z.object({ opened: count, upheld: count, overturned: count }),
  signals: z.object({ raised: count, dismissed: count, rejectedWithSignal: count }),
})
export type ModerationStats = z.infer<typeof moderationStatsSchema>
