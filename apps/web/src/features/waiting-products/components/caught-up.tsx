import { CircleCheck } from 'lucide-react'
import { useLocale, useT } from '@/i18n/i18n'
import { formatRelativeTime } from '@/lib/format'
import { useLastDecision } from '../api/get-last-decision'

/**
 * The queue with nothing waiting, unfiltered: "All caught up", and when the last product was
 * decided (by anyone). Without the time (still loading, or the log refused), the title alone.
 */
export function CaughtUp() {
  const t = useT()
  const locale = useLocale()
  const last = useLastDecision()
  return (
    <div className="flex flex-col items-center justify-center gap-2 p-8 text-center">
      <CircleCheck aria-hidden="true" className="size-8 text-emerald-600" />
      <p className="text-base font-semibold text-slate-900">{t('waiting.caughtUp')}</p>
      {last.data ? (
        <p className="text-sm text-slate-500">
          {t('waiting.lastDecided', { when: formatRelativeTime(last.data, locale) })}
        </p>
      ) : last.data === null ? (
        <p className="text-sm text-slate-500">{t('waiting.nothingDecided')}</p>
      ) : null}
    </div>
  )
}
