import { MESSAGES } from '@rihla/contract/messages'
import type { Rejection } from '@rihla/contract/products'
import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { formatDateTime } from '@/lib/format'

/**
 * Why a listing was sent back, as its owner reads it: the reason's sentence (the contract's, in
 * the active language), the moderator's note in their own words, who and when.
 */
export function RejectionPanel({ rejection, id }: { rejection: Rejection; id: string }) {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const at = formatDateTime(rejection.at, locale)
  return (
    <section
      aria-labelledby={id}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={id} className="font-semibold">
          {t('myListings.rejectedTitle')}
        </h3>
        <p className="font-medium">{localize(MESSAGES.rejection[rejection.reason])}</p>
        {rejection.note ? (
          <blockquote className="border-s-2 border-red-300 ps-3 break-words whitespace-pre-line">
            <span className="sr-only">{t('myListings.note')} </span>
            <bdi dir="auto">{rejection.note}</bdi>
          </blockquote>
        ) : null}
        <p className="text-xs text-red-800">
          <time dateTime={rejection.at}>
            {rejection.by ? (
              <WithName text={t('myListings.rejectedBy', { date: at })} name={rejection.by.name} />
            ) : (
              t('myListings.rejectedOn', { date: at })
            )}
          </time>
        </p>
      </div>
    </section>
  )
}

/** A sentence with the moderator's name isolated, so a Latin name in Arabic keeps its direction. */
function WithName({ text, name }: { text: string; name: string }): ReactNode {
  const [before, after = ''] = text.split('{name}')
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  )
}
