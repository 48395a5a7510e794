import type { ActivityEntry } from '@rihla/contract/stats'
import type { MessageKey } from '@/i18n/en'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Audit-log actions with a sentence of their own; others get a general one. */
const SENTENCES: Record<string, MessageKey> = {
  'user.block': 'activity.userBlock',
  'user.unblock': 'activity.userUnblock',
  'user.phone': 'activity.userPhone',
  'product.create': 'activity.productCreate',
  'product.approve': 'activity.productApprove',
  'product.reject': 'activity.productReject',
  'product.delete': 'activity.productDelete',
  'product.flags': 'activity.productFlags',
  'subcategory.create': 'activity.subcategoryCreate',
  'subcategory.update': 'activity.subcategoryUpdate',
  'subcategory.delete': 'activity.subcategoryDelete',
  'banner.create': 'activity.bannerCreate',
  'banner.delete': 'activity.bannerDelete',
}

/** "Rihla Admin blocked user #12": an audit-log entry as a sentence. */
export function activitySentence(entry: ActivityEntry, t: Translate): string {
  const actor = entry.actor?.username ?? t('activity.unknownActor')
  const key = SENTENCES[entry.action]
  if (key) return t(key, { actor, id: entry.entityId ?? '' })
  return entry.entityId === null
    ? t('activity.genericNoId', { actor, action: entry.action })
    : t('activity.generic', {
        actor,
        action: entry.action,
        entity: entry.entity,
        id: entry.entityId,
      })
}
