import { categoryLabel } from '@rihla/contract/categories'
import type { WaitingListItem } from '@rihla/contract/products'
import { Check, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { firstThumbnail, ProductThumb } from '@/features/products'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { type QueueSelection, QueueTitle, RowSelect, WaitingSince } from './row-select'
import type { WaitingActions } from './waiting-product-menu'

type WaitingProductsCardsProps = WaitingActions &
  QueueSelection & { products: WaitingListItem[]; busy: boolean }

/**
 * The queue on small screens: one card per product, the card (its title) opening it, Approve and
 * Reject as buttons on the card — the same handlers as the table's row menu, disabled while a
 * decision runs for the product or once someone else decided it.
 */
export function WaitingProductsCards(props: WaitingProductsCardsProps) {
  const { products, busy } = props
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  return (
    <ul
      aria-label={t('waiting.tableCaption')}
      aria-busy={busy}
      className={cn('flex flex-col gap-3 p-4 transition-opacity', busy && 'opacity-60')}
    >
      {products.map((product) => (
        <li
          key={product.id}
          className="relative flex items-start gap-3 rounded-xl border border-slate-200 p-4 hover:bg-slate-50 has-[[data-focused]]:bg-emerald-50"
        >
          <div className="pt-0.5">
            <RowSelect product={product} {...props} />
          </div>
          <ProductThumb {...firstThumbnail(product.pictures)} size={56} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="text-xs tabular-nums text-slate-500">
              {t('waiting.col.id')} {product.id}
            </p>
            <QueueTitle
              product={product}
              live={props.live}
              id={`waiting-card-${product.id}`}
              className="line-clamp-2 rounded font-medium text-slate-900"
            />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('waiting.col.category')}</dt>
              <dd>
                <bdi lang={lang}>{categoryLabel(product.category, lang)}</bdi>
              </dd>
              <dt className="text-slate-500">{t('waiting.col.location')}</dt>
              <dd className="break-words">
                <bdi>{product.location}</bdi>
              </dd>
              <dt className="text-slate-500">{t('waiting.col.price')}</dt>
              <dd className="font-medium tabular-nums">{formatPrice(product.price, locale)}</dd>
              <dt className="text-slate-500">{t('waiting.col.since')}</dt>
              <dd>
                <WaitingSince iso={product.createdAt} />
              </dd>
            </dl>
            <CardDecisions product={product} {...props} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Approve and Reject on a card, above the link that covers it; each names its product too. */
function CardDecisions({
  product,
  onApprove,
  onReject,
  busyId,
  live,
}: WaitingActions & { product: WaitingListItem }) {
  const t = useT()
  const disabled = busyId === product.id || Boolean(live?.decided[product.id])
  const title = `waiting-card-${product.id}`
  return (
    <div className="relative z-10 mt-1 flex flex-wrap gap-2">
      <Button
        className="min-h-11 flex-1 px-3 py-2"
        aria-describedby={title}
        disabled={disabled}
        onClick={() => onApprove(product)}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('waiting.approve')}
      </Button>
      <Button
        variant="danger"
        className="min-h-11 flex-1 px-3 py-2"
        aria-describedby={title}
        disabled={disabled}
        onClick={() => onReject(product)}
      >
        <X aria-hidden="true" className="size-4" />
        {t('waiting.reject')}
      </Button>
    </div>
  )
}
