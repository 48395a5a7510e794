import { MESSAGES } from '@rihla/contract/messages'
import { can } from '@rihla/contract/permissions'
import type { Submitter, WaitingProduct } from '@rihla/contract/products'
import { Hourglass, MessageCircle, Phone, UserRound } from 'lucide-react'
import { useId } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatDateTime, formatDuration, formatNumber } from '@/lib/format'
import { telHref, whatsAppUrl } from '@/lib/phone'
import { role } from '@/lib/storage'

const contactLink = cn(
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100',
  focusRing,
)

/** A moment as "for 3 days", the exact date and time in its tooltip. */
function Since({ iso, text }: { iso: string; text: string }) {
  const locale = useLocale()
  return (
    <time dateTime={iso} title={formatDateTime(iso, locale)}>
      {text}
    </time>
  )
}

/** How the submitter's listings fared: approved, rejected, waiting. */
function Counts({ submitter }: { submitter: Submitter }) {
  const t = useT()
  const locale = useLocale()
  const counts = [
    { label: t('waiting.submitter.approved'), value: submitter.approved },
    { label: t('waiting.submitter.rejected'), value: submitter.rejected },
    { label: t('waiting.submitter.pending'), value: submitter.pending },
  ]
  return (
    <dl aria-label={t('waiting.submitter.listings')} className="grid grid-cols-3 gap-2">
      {counts.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-col-reverse items-center rounded-lg bg-white px-2 py-1.5 text-center ring-1 ring-slate-200"
        >
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">
            {formatNumber(value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Why their latest listings were rejected, newest first, with the note and the date. */
function LastRejections({ rejections }: { rejections: Submitter['lastRejections'] }) {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const headingId = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <h3 id={headingId} className="text-xs font-medium text-slate-500">
        {t('waiting.submitter.lastRejections')}
      </h3>
      {rejections.length === 0 ? (
        <p className="text-sm text-slate-600">{t('waiting.submitter.noRejections')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {rejections.map((rejection) => (
            <li
              key={`${rejection.at}-${rejection.reason}`}
              className="border-s-2 border-red-300 ps-2.5 text-sm"
            >
              <p className="text-slate-800">{localize(MESSAGES.rejection[rejection.reason])}</p>
              {rejection.note ? (
                <p dir="auto" className="break-words whitespace-pre-line text-slate-600">
                  {rejection.note}
                </p>
              ) : null}
              <time dateTime={rejection.at} className="text-xs text-slate-500">
                {formatDateTime(rejection.at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The submitter's name (their page for staff who read users), account age and contact. */
function Who({ submitter }: { submitter: Submitter }) {
  const t = useT()
  const locale = useLocale()
  const tel = telHref(submitter.phoneNumber)
  const whatsApp = whatsAppUrl(submitter.phoneNumber)
  const name = <bdi>{submitter.username}</bdi>
  const phone = <bdi dir="ltr">{submitter.phoneNumber}</bdi>
  return (
    <>
      <div className="flex items-start gap-2">
        <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {can(role(), 'users.read') ? (
              <TextLink to={paths.user.href(submitter.id)}>{name}</TextLink>
            ) : (
              name
            )}
          </p>
          <p className="text-sm text-slate-600">
            <Since
              iso={submitter.createdAt}
              text={t('waiting.submitter.memberFor', {
                duration: formatDuration(submitter.createdAt, locale),
              })}
            />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {tel ? (
          <a
            href={tel}
            aria-label={t('waiting.submitter.call', { phone: submitter.phoneNumber })}
            className={contactLink}
          >
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {phone}
          </a>
        ) : (
          <span className="text-sm text-slate-700">{phone}</span>
        )}
        {whatsApp ? (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('waiting.submitter.whatsApp', { name: submitter.username })}
            className={contactLink}
          >
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            WhatsApp
          </a>
        ) : null}
      </div>
    </>
  )
}

/**
 * Who submitted a waiting listing and how long it has waited: the moderator sees
 * whom they decide for, how to reach them, and how their listings fared before.
 */
export function SubmitterCard({ product }: { product: WaitingProduct }) {
  const t = useT()
  const locale = useLocale()
  const titleId = useId()
  const { submitter } = product
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('waiting.submitter.title')}
        </h2>
        <p className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
          <Hourglass aria-hidden="true" className="size-3.5 shrink-0" />
          <Since
            iso={product.createdAt}
            text={t('waiting.waitingFor', {
              duration: formatDuration(product.createdAt, locale),
            })}
          />
        </p>
      </div>
      {submitter ? (
        <>
          <Who submitter={submitter} />
          <Counts submitter={submitter} />
          <LastRejections rejections={submitter.lastRejections} />
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('waiting.submitter.deleted')}</p>
      )}
    </section>
  )
}
