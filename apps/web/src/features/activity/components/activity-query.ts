import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@rihla/contract/audit'
import type { Lang } from '@rihla/contract/constants'
import { parseIdText } from '@rihla/contract/pagination'
import type { ActivityQuery } from '../api/activity-keys'
import { dayRange } from './activity-dates'
import type { ActivityFilterValues } from './activity-filters'

const positiveId = (value: string | undefined) => parseIdText(value) ?? undefined

/**
 * The filters of the address as the API reads them, leaving out what it would refuse (an
 * unknown action, a record id without its type): a hand-edited link shows more, never fails.
 */
export function activityQuery(
  values: ActivityFilterValues,
  page: number,
  limit: number,
  lang: Lang,
): { query: ActivityQuery; rangeInvalid: boolean } {
  const action = AUDIT_ACTIONS.find((a) => a === values.action)
  const entity = AUDIT_ENTITIES.find((e) => e === values.entity)
  const actorId = positiveId(values.actorId)
  const entityId = entity ? positiveId(values.entityId) : undefined
  const range = dayRange(values.from, values.to)
  const query: ActivityQuery = {
    page,
    limit,
    lang,
    ...(actorId ? { actorId } : {}),
    ...(action ? { action } : {}),
    ...(entity ? { entity } : {}),
    ...(entityId ? { entityId } : {}),
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  }
  return { query, rangeInvalid: range.invalid }
}
