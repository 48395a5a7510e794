import type { ProductChanges, WaitingProduct } from '@rihla/contract/products'
import { PencilLine } from 'lucide-react'
import { productFieldLabel, productFieldValue } from '@/features/products'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'

/**
 * What the owner of a listing changed since it was approved or submitted (decision
 * 052): each field with the value then and the value now, so the moderator reviews the change,
 * not the whole listing.
 */
export function WaitingChanges({
  product,
  changes,
}: {
  product: WaitingProduct
  changes: ProductChanges
}) {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  const ctx = { t, locale, lang }
  return (
    <section
      aria-labelledby="waiting-changes-title"
      data-testid="waiting-changes"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2
        id="waiting-changes-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <PencilLine aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {t('waiting.changedTitle')}
      </h2>
      <p>{t(changes.submitted ? 'waiting.changedIntroSubmitted' : 'waiting.changedIntro')}</p>
      <dl className="flex flex-col gap-2">
        {changes.fields.map((field) => (
          <div key={field} className="flex flex-col gap-0.5">
            <dt className="font-medium">{productFieldLabel(field, t)}</dt>
            <dd className="break-words text-slate-600">
              {t(changes.submitted ? 'waiting.changedBeforeSubmitted' : 'waiting.changedBefore', {
                value: productFieldValue(field, changes.before[field], ctx),
              })}
            </dd>
            <dd className="break-words font-medium">
              {t('waiting.changedNow', { value: productFieldValue(field, product[field], ctx) })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
