import { MESSAGES } from '@rihla/contract/messages'
import type { Product, Rejection } from '@rihla/contract/products'
import { RotateCcw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { formatDateTime } from '@/lib/format'

/**
 * On a queue row: a listing its owner sent back after a rejection reads "Resubmitted", with
 * the reason it was rejected for. Nothing for a first submission.
 */
export function ResubmittedLabel({ product }: { product: Product }) {
  const t = useT()
  const localize = useLocalizeMessage()
  if (!product.resubmitted) return null
  return (
    <p className="relative z-10 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
      <Badge tone="amber">{t('waiting.resubmitted')}</Badge>
      {product.rejection ? (
        <span>
          {t('waiting.earlierRejection')}: {localize(MESSAGES.rejection[product.rejection.reason])}
        </span>
      ) : null}
    </p>
  )
}

/**
 * On a resubmitted listing's page: the earlier decision in full, the reason's sentence, the
 * note the seller read, who decided and when, so the moderator checks it was mended.
 */
export function EarlierRejection({ rejection }: { rejection: Rejection }) {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const at = formatDateTime(rejection.at, locale)
  return (
    <section
      aria-label={t('waiting.earlierRejection')}
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('waiting.resubmitted')}.</span>
        <span>
          {t('waiting.earlierRejection')}{' '}
          {rejection.by
            ? t('waiting.earlierRejectionBy', { name: rejection.by.name, at })
            : t('waiting.earlierRejectionAt', { at })}
        </span>
      </p>
      <p className="mt-1">{localize(MESSAGES.rejection[rejection.reason])}</p>
      {rejection.note ? (
        <blockquote dir="auto" className="mt-1 border-s-2 border-amber-300 ps-2 italic">
          {rejection.note}
        </blockquote>
      ) : null}
    </section>
  )
}
