import { Undo2, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

/** How long an undo is offered when the server does not say (its default window). */
export const UNDO_MS = 10_000

/** How long from now an undo the server allows until `until` (ISO 8601) can be offered. */
export function undoDuration(until: string | null | undefined, now = Date.now()): number {
  const left = until ? Date.parse(until) - now : Number.NaN
  return left > 0 && left <= 3_600_000 ? left : UNDO_MS
}

export type UndoOffer = {
  /** A new offer replaces the previous one and restarts the countdown. */
  key: string
  message: string
  onUndo: () => void
  /** How long it is offered (the server's `undoUntil`, see `undoDuration`); `durationMs` else. */
  durationMs?: number
}

type UndoToastProps = {
  offer: UndoOffer | null
  /** True while the undo runs: the button says so and the toast stays. */
  undoing: boolean
  onDismiss: () => void
  durationMs?: number
}

/**
 * A toast at the bottom of the screen with an Undo button, gone when the offer's time is up (the server's undo window) or
 * when dismissed. It is a polite status: a screen reader reads it without losing its place.
 */
export function UndoToast({ offer, undoing, onDismiss, durationMs = UNDO_MS }: UndoToastProps) {
  const t = useT()
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  const key = offer?.key
  const shownFor = offer?.durationMs ?? durationMs

  useEffect(() => {
    if (key === undefined || undoing) return
    const timer = setTimeout(() => dismiss.current(), shownFor)
    return () => clearTimeout(timer)
  }, [key, undoing, shownFor])

  if (!offer) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-[calc(1rem+var(--bottom-bar,0px))] z-40 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:inset-x-auto sm:end-6"
    >
      <span className="flex-1">{offer.message}</span>
      <button
        type="button"
        onClick={offer.onUndo}
        disabled={undoing}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-emerald-300 hover:bg-white/10 disabled:opacity-60',
          focusRing,
        )}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {undoing ? t('common.undoing') : t('common.undo')}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('common.dismiss')}
        className={cn('-m-1 rounded p-1 opacity-70 hover:opacity-100', focusRing)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
