import type { Product, WaitingProduct } from '@rihla/contract/products'
import { PAIR_SIGNAL_KINDS, type Signal } from '@rihla/contract/signals'
import { Check, X } from 'lucide-react'
import { type ReactNode, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { Outcome } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { ProductStatusBadge, ProductThumb, useProduct } from '@/features/products'
import { useLocale, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { formatPercent, formatPrice } from '@/lib/format'
import { type DismissSignalInput, useDismissSignal } from '../api/dismiss-signal'
import { SIGNAL_LABELS } from './signal-labels'

/** A name or title inside a sentence, kept in its own direction (an Arabic title in English). */
const isolate = (text: string) => `\u2068${text}\u2069`

type PairKind = DismissSignalInput['kind']
const isPairKind = (kind: Signal['kind']): kind is PairKind =>
  (PAIR_SIGNAL_KINDS as readonly string[]).includes(kind)

type WaitingSignalsProps = {
  product: WaitingProduct
  /** Once decided (by anyone) or while a decision runs: the signals stay, their actions off. */
  disabled: boolean
  /** "Reject as duplicate": the page's reject dialog, the reason `duplicate` chosen. */
  onRejectDuplicate: () => void
  /** Reports "Not a duplicate" done or failed, in the page's notice. */
  onOutcome: (outcome: Outcome) => void
}

/**
 * A waiting listing's duplicate and risk signals, strongest first: each with what
 * it rests on, and for a pair (same picture, similar title) the other listing beside this one
 * (side by side from 768 px, one above the other below), with "Reject as duplicate" and "Not a
 * duplicate". Nothing at all for a listing without signals.
 */
export function WaitingSignals({ product, ...props }: WaitingSignalsProps) {
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  if (product.signals.length === 0) return null
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50/40 p-4"
    >
      <div>
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {t('signals.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('signals.intro')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {product.signals.map((signal) => (
          <li key={`${signal.kind}-${signal.otherProductId ?? ''}`}>
            <SignalItem
              product={product}
              signal={signal}
              {...props}
              // The dismissed signal's buttons are gone: the focus goes to the section's heading.
              onDismissed={() => heading.current?.focus()}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

type SignalItemProps = Omit<WaitingSignalsProps, 'product'> & {
  product: WaitingProduct
  signal: Signal
  onDismissed: () => void
}

function SignalItem({ product, signal, disabled, ...props }: SignalItemProps) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const dismiss = useDismissSignal()
  const { label, icon: Icon } = SIGNAL_LABELS[signal.kind]
  const otherId = signal.otherProductId
  const pair = isPairKind(signal.kind) && otherId !== undefined ? signal.kind : null

  const notDuplicate = () => {
    if (!pair || otherId === undefined) return
    dismiss.mutate(
      { id: product.id, kind: pair, otherProductId: otherId },
      {
        onSuccess: () => {
          props.onOutcome({ tone: 'success', message: t('signals.dismissed', { id: otherId }) })
          props.onDismissed()
        },
        onError: (error) =>
          props.onOutcome({
            tone: 'error',
            message: errorMessage(error, t('signals.dismissFailed')),
          }),
      },
    )
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-1.5 font-medium text-slate-900">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          {t(label)}
        </h3>
        <span className="text-xs text-slate-500">
          {t('signals.strength', { percent: formatPercent(signal.score, locale) })}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        <SignalExplanation signal={signal} price={product.price} />
      </p>
      {pair && otherId !== undefined ? (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <ListingSide
              heading={t('signals.thisListing')}
              product={product}
              owner={product.submitter}
            />
            <OtherListing id={otherId} owner={signal.detail.otherOwner} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              className="min-h-11 px-3 py-2"
              aria-describedby={titleId}
              disabled={disabled || dismiss.isPending}
              onClick={props.onRejectDuplicate}
            >
              <X aria-hidden="true" className="size-4" />
              {t('signals.rejectDuplicate')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-11 px-3 py-2"
              aria-describedby={titleId}
              disabled={disabled || dismiss.isPending}
              onClick={notDuplicate}
            >
              <Check aria-hidden="true" className="size-4" />
              {dismiss.isPending ? t('signals.dismissing') : t('signals.notDuplicate')}
            </Button>
          </div>
        </>
      ) : null}
    </article>
  )
}

/** The figures a signal rests on, as a sentence (a figure the server left out reads "?"). */
function SignalExplanation({ signal, price: own }: { signal: Signal; price: number }) {
  const t = useT()
  const locale = useLocale()
  const { detail } = signal
  const id = signal.otherProductId ?? '?'
  const price = (value: number | undefined) =>
    value === undefined ? '?' : formatPrice(value, locale)
  switch (signal.kind) {
    case 'same-picture':
      return <>{t('signals.samePictureDetail', { id, distance: detail.distance ?? '?' })}</>
    case 'similar-title':
      return (
        <>{t('signals.similarTitleDetail', { id, title: isolate(detail.otherTitle ?? '?') })}</>
      )
    case 'same-phone-many':
      return (
        <>
          {t('signals.samePhoneManyDetail', {
            listings: detail.listings ?? '?',
            accounts: detail.accounts ?? '?',
          })}
        </>
      )
    case 'price-outlier':
      return (
        <>
          {t('signals.priceOutlierDetail', {
            price: price(own),
            low: price(detail.low),
            high: price(detail.high),
            median: price(detail.median),
          })}
        </>
      )
  }
}

type Owner = Signal['detail']['otherOwner']

/** One side of a comparison: its pictures, title, price, owner. */
function ListingSide({
  heading,
  product,
  owner,
  status,
}: {
  heading: ReactNode
  product: Product
  /** Who owns it (null: a deleted account); undefined: not known, nothing shown. */
  owner?: Owner | { id: number; username: string }
  status?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const pictures = product.pictures.slice(0, 4)
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-700">{heading}</h4>
        {status ? <ProductStatusBadge status={product.status} /> : null}
      </div>
      {pictures.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {pictures.map((picture) => (
            <li key={picture.id}>
              <img
                src={picture.thumbnailUrl ?? picture.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 rounded-md border border-slate-200 bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex items-center gap-2 text-sm text-slate-500">
          <ProductThumb src={null} />
          {t('signals.noPicture')}
        </div>
      )}
      <p dir="auto" className="font-medium break-words text-slate-900">
        {product.title}
      </p>
      <p className="text-sm font-medium tabular-nums">{formatPrice(product.price, locale)}</p>
      {owner === undefined ? null : (
        <p className="text-sm text-slate-600">
          {owner
            ? t('signals.owner', { name: isolate(owner.username) })
            : t('signals.ownerDeleted')}
        </p>
      )}
    </div>
  )
}

/** The listing a pair signal names, read by id (any status, for staff), with a link to it. */
function OtherListing({ id, owner }: { id: number; owner: Owner }) {
  const t = useT()
  const other = useProduct(id)
  const heading = (
    <TextLink
      to={other.data?.status === 'pending' ? paths.waitingProduct.href(id) : paths.product.href(id)}
    >
      {t('signals.otherListing', { id })}
    </TextLink>
  )
  if (other.data) {
    return <ListingSide heading={heading} product={other.data} owner={owner} status />
  }
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-700">{heading}</h4>
      {other.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {other.error instanceof ApiError && other.error.status === 404
            ? t('signals.otherGone', { id })
            : t('signals.otherFailed', { id })}
        </p>
      ) : (
        <Spinner label={t('common.loading')} className="flex justify-center py-6" />
      )}
    </div>
  )
}
