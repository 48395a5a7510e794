import type { AuditAction, AuditEntity } from '@rihla/contract/audit'
import type { Lang } from '@rihla/contract/constants'
import { figuresRoot } from '@/lib/query-client'

/** What a page of the activity log asks the server (`GET /api/activity`). */
export type ActivityQuery = {
  page: number
  limit: number
  lang: Lang
  actorId?: number
  action?: AuditAction
  entity?: AuditEntity
  entityId?: number
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string
  to?: string
}

/** The activity feature's query keys, under the figures' root: any change reads the log again. */
export const activityKeys = {
  all: [...figuresRoot, 'activity-log'] as const,
  list: (query: ActivityQuery) => [...activityKeys.all, 'list', query] as const,
  actors: () => [...activityKeys.all, 'actors'] as const,
}
