import type { Notification } from '@rihla/contract/appeals'
import { Link } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { useNotifications, useReadNotifications } from '../api/get-notifications'

const SENTENCE: Record<Notification['kind'], MessageKey> = {
  appeal: 'notifications.appeal',
  resubmitted: 'notifications.resubmitted',
  signal: 'notifications.signal',
}

/** Where a notification leads: the appeals screen, or the listing in the queue. */
const targetOf = (n: Notification) =>
  n.kind === 'appeal' ? paths.appeals.href() : paths.waitingProduct.href(n.productId)

/**
 * The person's notifications (decision 057), newest first: each opens its item and is then
 * read; "Mark all read" empties the count.
 */
export function NotificationList() {
  const t = useT()
  const locale = useLocale()
  const notifications = useNotifications()
  const read = useReadNotifications()
  const rows = notifications.data?.data ?? []
  const unread = notifications.data?.unread ?? 0
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notifications.none')}</p>
      ) : (
        <ul
          className="flex max-h-72 flex-col gap-1 overflow-y-auto"
          aria-label={t('notifications.listLabel')}
        >
          {rows.map((n) => (
            <li key={n.id}>
              <Link
                to={targetOf(n)}
                onClick={() => {
                  if (!n.read) read.mutate({ ids: [n.id] })
                }}
                className={cn(
                  'flex flex-col rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100',
                  n.read ? 'text-slate-600' : 'font-medium text-slate-900',
                  focusRing,
                )}
              >
                <span>
                  {n.read ? null : <span className="sr-only">{t('notifications.new')} </span>}
                  {t(SENTENCE[n.kind], { title: '\u2068' + n.title + '\u2069' })}
                </span>
                <time dateTime={n.createdAt} className="text-xs font-normal text-slate-500">
                  {formatDateTime(n.createdAt, locale)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {unread > 0 ? (
        <button
          type="button"
          onClick={() => read.mutate({ all: true })}
          className={cn(
            'self-start rounded text-sm font-medium text-emerald-700 hover:underline',
            focusRing,
          )}
        >
          {t('notifications.markAllRead')}
        </button>
      ) : null}
    </div>
  )
}
