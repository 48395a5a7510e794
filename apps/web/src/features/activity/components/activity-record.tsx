import type { ActivityEntry } from '@rihla/contract/activity'
import type { AuditEntity } from '@rihla/contract/audit'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'

const ENTITY_LABELS: Record<AuditEntity, MessageKey> = {
  product: 'activityPage.entity.product',
  user: 'activityPage.entity.user',
  subcategory: 'activityPage.entity.subcategory',
  banner: 'activityPage.entity.banner',
}

/** Where a record is seen: its details page, or the banners list (banners have none). */
function recordHref(entry: ActivityEntry, id: number): string {
  switch (entry.entity) {
    case 'product':
      return entry.record.state === 'waiting'
        ? paths.waitingProduct.href(id)
        : paths.product.href(id)
    case 'user':
      return paths.user.href(id)
    case 'subcategory':
      return paths.subcategory.href(id)
    case 'banner':
      return paths.banners.href()
  }
}

/** "Product #5" in the active language. */
export function useRecordLabel() {
  const t = useT()
  return (entity: AuditEntity, id: number) => t(ENTITY_LABELS[entity], { id })
}

/**
 * The record an entry is about: a link to it ("Product #5 · Villa in Oran"), or, once it is
 * deleted, its label and name marked deleted, never a link that would end on "not found".
 */
export function ActivityRecord({ entry }: { entry: ActivityEntry }) {
  const t = useT()
  const label = useRecordLabel()
  if (entry.entityId === null) return null
  const text = (
    <>
      {label(entry.entity, entry.entityId)}
      {entry.record.name ? (
        <>
          {' · '}
          <bdi>{entry.record.name}</bdi>
        </>
      ) : null}
    </>
  )
  if (entry.record.state === 'gone') {
    return (
      <span data-testid="activity-record" className="text-slate-600">
        {text} <span className="italic">({t('activityPage.deleted')})</span>
      </span>
    )
  }
  return (
    <span data-testid="activity-record">
      <TextLink to={recordHref(entry, entry.entityId)}>{text}</TextLink>
      {entry.record.state === 'waiting' ? (
        <span className="text-slate-500"> ({t('activityPage.waiting')})</span>
      ) : null}
    </span>
  )
}
