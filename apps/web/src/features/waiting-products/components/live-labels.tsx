import type { Claim } from '@rihla/contract/events'
import { CircleCheck, CircleX, Eye } from 'lucide-react'
import type { ReactNode } from 'react'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import type { DecidedBy } from '../api/decided-by'

/** What the queue knows live of each row: other moderators' claims and decisions. */
export type LiveRows = {
  claims: ReadonlyMap<number, Claim>
  decided: Readonly<Record<number, DecidedBy>>
}

/**
 * A translated sentence with a person's name isolated (`<bdi>`): a Latin name inside Arabic
 * text, or the reverse, keeps its own direction.
 */
export function WithName({ text, name }: { text: string; name: string }): ReactNode {
  const [before, after = ''] = text.split('{name}')
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  )
}

/** "Being reviewed by Amina": another moderator has the product open. */
export function ReviewedBy({ name, className }: { name: string; className?: string }) {
  const t = useT()
  return (
    <span
      data-live="claim"
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-amber-800', className)}
    >
      <Eye aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        <WithName text={t('live.reviewedBy')} name={name} />
      </span>
    </span>
  )
}

const DECIDED_KEYS: Record<DecidedBy['action'], MessageKey> = {
  approve: 'live.approvedBy',
  reject: 'live.rejectedBy',
}

/** "Approved by Amina at 25/11/2026 17:45": someone else decided it while it was on screen. */
export function DecidedNote({ decided, className }: { decided: DecidedBy; className?: string }) {
  const t = useT()
  const locale = useLocale()
  const Icon = decided.action === 'approve' ? CircleCheck : CircleX
  const text = t(DECIDED_KEYS[decided.action], { at: formatDateTime(decided.at, locale) })
  return (
    <span
      data-live="decided"
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-slate-700', className)}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        <WithName text={text} name={decided.name} />
      </span>
    </span>
  )
}

/** The live label of a row: decided by someone else first, else who reviews it. */
export function RowLiveLabel({ id, live }: { id: number; live: LiveRows }) {
  const decided = live.decided[id]
  if (decided) return <DecidedNote decided={decided} />
  const claim = live.claims.get(id)
  return claim ? <ReviewedBy name={claim.name} /> : null
}
