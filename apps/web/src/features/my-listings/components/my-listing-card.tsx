import type { MyProduct as Product } from '@rihla/contract/appeals'
import { Pencil, Send } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button, ButtonLink } from '@/components/ui/button'
import { focusRing } from '@/components/ui/focus-ring'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { firstThumbnail, ProductStatusBadge, ProductThumb } from '@/features/products'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatLongDate, formatPrice } from '@/lib/format'
import { RejectionPanel } from './rejection-panel'
import { StatementPanel } from './statement-panel'

/** The id of a listing's title, which the page focuses once it is resubmitted. */
export const listingTitleId = (id: number) => `my-listing-${id}`

type MyListingCardProps = {
  product: Product
  /** What the edit form is handed to come back here, to this very view (`?status=…`). */
  editState: unknown
  resubmitting: boolean
  onResubmit: (product: Product) => void
}

/** One listing; a rejected one says why, with its two ways forward (edit, or resubmit as is). */
export function MyListingCard({
  product,
  editState,
  resubmitting,
  onResubmit,
}: MyListingCardProps) {
  const t = useT()
  const locale = useLocale()
  const titleId = listingTitleId(product.id)
  const rejected = product.status === 'rejected'
  // Every card's buttons read "Edit" and "Resubmit": named by themselves and the title, they
  // say which listing they act on ("Edit Djanet by night").
  const editId = `${titleId}-edit`
  const resubmitId = `${titleId}-resubmit`
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex items-start gap-3">
        <ProductThumb {...firstThumbnail(product.pictures)} size={56} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h2
            id={titleId}
            tabIndex={-1}
            className={cn('rounded font-medium break-words text-slate-900', focusRing)}
          >
            {/* Only an approved listing has a page of its own to open (the catalogue's). The
                title keeps its own direction, and the card's alignment. */}
            {product.status === 'approved' ? (
              <Link
                to={paths.product.href(product.id)}
                className={cn('rounded hover:underline', focusRing)}
              >
                <bdi>{product.title}</bdi>
              </Link>
            ) : (
              <bdi>{product.title}</bdi>
            )}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={product.status} />
            {product.resubmitted ? <Badge tone="slate">{t('myListings.resubmitted')}</Badge> : null}
          </div>
          {product.status === 'pending' ? (
            <p className="text-xs text-slate-500">{t('myListings.waitingReview')}</p>
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('myListings.price')}</dt>
            <dd className="font-medium tabular-nums">{formatPrice(product.price, locale)}</dd>
            <dt className="text-slate-500">{t('myListings.created')}</dt>
            <dd>
              <time dateTime={product.createdAt}>{formatLongDate(product.createdAt, locale)}</time>
            </dd>
          </dl>
        </div>
      </div>
      {rejected && product.statement ? (
        <StatementPanel statement={product.statement} id={`${titleId}-why`} />
      ) : rejected && product.rejection ? (
        <RejectionPanel rejection={product.rejection} id={`${titleId}-why`} />
      ) : null}
      {rejected ? (
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <ButtonLink
            variant="secondary"
            className="px-3 py-2"
            to={paths.productEdit.href(product.id)}
            state={editState}
            id={editId}
            aria-labelledby={`${editId} ${titleId}`}
          >
            <Pencil aria-hidden="true" className="size-4 shrink-0" />
            {t('myListings.edit')}
          </ButtonLink>
          <Button
            className="px-3 py-2"
            disabled={resubmitting}
            onClick={() => onResubmit(product)}
            id={resubmitId}
            aria-labelledby={`${resubmitId} ${titleId}`}
          >
            <Send aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            {resubmitting ? t('myListings.resubmitting') : t('myListings.resubmit')}
          </Button>
        </div>
      ) : null}
    </li>
  )
}

/** Cards of the right shape while the first page loads, so the page does not jump. */
export function MyListingsSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="flex flex-col gap-3 p-4">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex gap-3 rounded-xl border border-slate-200 p-4">
          <Skeleton className="size-14 shrink-0 rounded-md" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        </li>
      ))}
    </ul>
  )
}
