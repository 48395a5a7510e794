import { Bell } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { paths } from '@/config/paths'
import { NOTIFICATIONS_REFETCH_MS } from '@/config/timing'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { useStats } from '../api/get-stats'

function waitingKey(count: number): MessageKey {
  if (count === 0) return 'notifications.waitingNone'
  return count === 1 ? 'notifications.waitingOne' : 'notifications.waiting'
}

type WaitingNotificationsProps = {
  /** The person's unread notifications (decision 057): the badge counts them when there are any. */
  unread?: number | undefined
  /** The person's notifications, listed under the waiting count. */
  children?: ReactNode
}

/**
 * The top bar's notifications: the number of products waiting, read again every minute, and
 * the person's own notifications the app layer hands in.
 */
export function WaitingNotifications({ unread = 0, children }: WaitingNotificationsProps) {
  const t = useT()
  const popoverId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const popoverRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const stats = useStats({ refetchInterval: NOTIFICATIONS_REFETCH_MS })
  // Following a link of the popover (a notification) closes it.
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setOpen(false), [pathname])
  const waiting = stats.data?.waitingProducts
  const text = waiting === undefined ? null : t(waitingKey(waiting), { count: waiting })
  const label = text
    ? unread > 0
      ? t('notifications.labelUnread', { text, count: unread })
      : t('notifications.label', { text })
    : t('topbar.notifications')
  const badge = unread > 0 ? unread : waiting

  useEffect(() => {
    if (!open) return
    popoverRef.current?.querySelector<HTMLElement>('a')?.focus()
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false)
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold text-white tabular-nums"
          >
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label={t('topbar.notifications')}
          onBlur={(event) => {
            const next = event.relatedTarget
            if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
          }}
          className="absolute end-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p className="text-sm text-slate-700">
            {text ?? (stats.isError ? t('notifications.failed') : t('common.loading'))}
          </p>
          <Link
            to={paths.waitingProducts.href()}
            onClick={() => setOpen(false)}
            className={cn(
              'mt-3 inline-flex text-sm font-medium text-emerald-700 hover:text-emerald-800 hover:underline',
              focusRing,
              'rounded',
            )}
          >
            {t('notifications.review')}
          </Link>
          {children}
        </div>
      ) : null}
    </div>
  )
}
