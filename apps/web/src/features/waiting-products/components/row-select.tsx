import type { Product, WaitingListItem } from '@rihla/contract/products'
import { Link } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { usePrefetchOnIntent } from '@/hooks/use-prefetch-on-intent'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatDateTime, formatRelativeTime } from '@/lib/format'
import { prefetchWaitingProduct } from '../api/get-waiting-product'
import { type LiveRows, RowLiveLabel } from './live-labels'
import { ResubmittedLabel } from './review-labels'
import { SignalBadges } from './signal-labels'
import { SubmittedBy } from './submitted-by'

export type QueueSelection = {
  selectedIds: ReadonlySet<number>
  onToggleSelect: (product: Product) => void
  /** The row the keyboard shortcuts act on. */
  focusedId: number | null
}

/** One row's checkbox, above the row's stretched link; marks the row the keys act on. */
export function RowSelect({
  product,
  selectedIds,
  onToggleSelect,
  focusedId,
  live,
}: QueueSelection & { product: Product; live?: LiveRows }) {
  const t = useT()
  return (
    <input
      type="checkbox"
      className="relative z-10 size-4 accent-emerald-700"
      aria-label={t('waiting.select', { title: product.title })}
      checked={selectedIds.has(product.id)}
      disabled={Boolean(live?.decided[product.id])}
      onChange={() => onToggleSelect(product)}
      data-focused={focusedId === product.id ? '' : undefined}
    />
  )
}

/** The time of submission as "3 hours ago", the exact date in its tooltip. */
export function WaitingSince({ iso }: { iso: string }) {
  const locale = useLocale()
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)}>
      {formatRelativeTime(iso, locale)}
    </time>
  )
}

type QueueTitleProps = {
  product: WaitingListItem
  live?: LiveRows | undefined
  /** The link's id, which the card's buttons name. */
  id?: string
  className: string
}

/**
 * A queued product's title, the link that opens it stretched over its row or card (j and k
 * focus it, and pointing at or focusing it starts reading its page), with its labels below.
 */
export function QueueTitle({ product, live, id, className }: QueueTitleProps) {
  const intent = usePrefetchOnIntent(prefetchWaitingProduct)
  return (
    <>
      <Link
        id={id}
        to={paths.waitingProduct.href(product.id)}
        data-queue-row={product.id}
        dir="auto"
        {...intent(product.id)}
        className={cn(className, 'after:absolute after:inset-0', focusRing)}
      >
        {product.title}
      </Link>
      <ResubmittedLabel product={product} />
      <SignalBadges kinds={product.signalKinds} />
      <SubmittedBy submitter={product.submitter} />
      {live ? <RowLiveLabel id={product.id} live={live} /> : null}
    </>
  )
}
