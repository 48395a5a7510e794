import { type ActivityQuery, type ActivityResponse, activityRange } from '@rihla/contract/activity'
import { pageMeta } from '@rihla/contract/pagination'
import type { DbOrTx } from '../../db/client'
import { listActivity } from './activity-repository'

export { listActivityActors } from './activity-repository'

/** A page of the audit log: the query's dates turned into a range, the page and its meta. */
export async function getActivityPage(db: DbOrTx, query: ActivityQuery): Promise<ActivityResponse> {
  const { page, limit, from, to, lang, ...filter } = query
  const { start, end } = activityRange(from, to)
  const { data, total } = await listActivity(db, { ...filter, start, end }, page, limit, lang)
  return { data, meta: pageMeta({ page, limit }, { total }) }
}
