import type {
  Product,
  ProductChangeField,
  RejectBody,
  ReviewChangeField,
  ReviewConflictProduct,
} from '@rihla/contract/products'
import { PRODUCT_CHANGE_FIELDS } from '@rihla/contract/products'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { productFieldLabel, productFieldValue } from '@/features/products'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'

/** A listing that moved on since it was shown: as shown (when this screen had it) and now. */
export type MovedListing = { shown?: Product; now: ReviewConflictProduct }

/**
 * A decision the server refused because what it named moved on (409 `product.changedSinceReview`
 * or `product.bulkChanged`, decision 052): the decision, asked again on the listings as they are.
 */
export type ChangedAsk = {
  decision: { action: 'approve' } | { action: 'reject'; why: RejectBody }
  bulk: boolean
  listings: MovedListing[]
}

const isField = (part: ReviewChangeField): part is ProductChangeField =>
  (PRODUCT_CHANGE_FIELDS as readonly string[]).includes(part)

/**
 * "Changed since you opened it": each changed part before and now (the pictures as they are
 * now), then the same decision on the listing as it is now, or cancel. Nothing was decided.
 */
export function ChangedDialog({
  ask,
  busy,
  onConfirm,
  onCancel,
}: {
  ask: ChangedAsk | null
  busy: boolean
  onConfirm: (ask: ChangedAsk) => void
  onCancel: () => void
}) {
  const t = useT()
  const approve = ask?.decision.action !== 'reject'
  const many = ask?.bulk === true
  const first = ask?.listings[0]?.now
  const confirmLabel = approve
    ? t(many ? 'review.approveNowMany' : 'review.approveNow')
    : t(many ? 'review.rejectNowMany' : 'review.rejectNow')
  return (
    <ConfirmDialog
      open={ask !== null}
      title={t('review.changedTitle')}
      message={
        many
          ? t('review.changedIntroMany', { count: ask?.listings.length ?? 0 })
          : t('review.changedIntro', { title: first?.title ?? '' })
      }
      confirmLabel={confirmLabel}
      busyLabel={t('review.deciding')}
      cancelLabel={t('waiting.cancel')}
      busy={busy}
      confirmVariant={approve ? 'primary' : 'danger'}
      onConfirm={() => {
        if (ask) onConfirm(ask)
      }}
      onCancel={onCancel}
    >
      <div data-testid="review-changes" className="flex max-h-72 flex-col gap-3 overflow-y-auto">
        {ask?.listings.map((listing) => (
          <MovedListingChanges key={listing.now.id} listing={listing} withTitle={many} />
        ))}
      </div>
    </ConfirmDialog>
  )
}

function MovedListingChanges({
  listing,
  withTitle,
}: {
  listing: MovedListing
  withTitle: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  const ctx = { t, locale, lang }
  const { shown, now } = listing
  const before = (field: ProductChangeField) =>
    shown ? (field === 'pictures' ? shown.pictures.map((p) => p.id) : shown[field]) : undefined
  const value = (field: ProductChangeField) =>
    field === 'pictures' ? now.pictures.map((p) => p.id) : now[field]
  return (
    <section className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      {withTitle ? <h3 className="mb-1 font-semibold text-slate-900">{now.title}</h3> : null}
      <dl className="flex flex-col gap-2">
        {now.changed.map((part) => (
          <div key={part} className="flex flex-col gap-0.5">
            <dt className="font-medium">
              {part === 'flags' ? t('review.flags') : productFieldLabel(part, t)}
            </dt>
            {isField(part) && part !== 'pictures' ? (
              <>
                {shown ? (
                  <dd className="break-words text-slate-600">
                    {t('review.before', { value: productFieldValue(part, before(part), ctx) })}
                  </dd>
                ) : null}
                <dd className="break-words font-medium">
                  {t('review.now', { value: productFieldValue(part, value(part), ctx) })}
                </dd>
              </>
            ) : part === 'pictures' ? (
              <dd>
                <span className="sr-only">{t('review.picturesNow')}</span>
                <ul className="flex flex-wrap gap-1.5">
                  {now.pictures.map((picture, index) => (
                    <li key={picture.id}>
                      <img
                        src={picture.thumbnailUrl ?? picture.url}
                        alt={t('review.picture', { n: index + 1, title: now.title })}
                        className="size-12 rounded border border-slate-200 object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </dd>
            ) : (
              <dd className="text-slate-600">{t('review.partChanged')}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  )
}
