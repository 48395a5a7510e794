import type { WaitingListItem } from '@rihla/contract/products'
import { UserRound } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { WithName } from './live-labels'

/**
 * "by Yacine Benali" on a row of the queue: who submitted it. Nothing when the list
 * names nobody (a deleted account, or a server from before the submitter was sent).
 */
export function SubmittedBy({ submitter }: { submitter: WaitingListItem['submitter'] }) {
  const t = useT()
  if (!submitter) return null
  return (
    <p data-submitter="" className="flex min-w-0 items-center gap-1 text-xs text-slate-500">
      <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">
        <WithName text={t('waiting.by')} name={submitter.username} />
      </span>
    </p>
  )
}
