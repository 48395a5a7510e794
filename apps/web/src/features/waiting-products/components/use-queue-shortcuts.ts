import { useEffect, useRef } from 'react'

export type QueueShortcutHandlers = {
  /** j and k: the next or previous row (-1 / +1). */
  onMove: (step: 1 | -1) => void
  /** a */
  onApprove: () => void
  /** r */
  onReject: () => void
  /** x */
  onToggle: () => void
  /** ? */
  onHelp: () => void
}

/** The keys, for the help dialog: the key and what it does. */
export const QUEUE_SHORTCUTS = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'a', action: 'approve' },
  { key: 'r', action: 'reject' },
  { key: 'x', action: 'toggle' },
  { key: '?', action: 'help' },
] as const

const NOT_TYPING = new Set(['checkbox', 'radio', 'button', 'submit', 'reset'])

/** True when a key press belongs to a field the user is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLInputElement) return !NOT_TYPING.has(target.type)
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/**
 * The approval queue's keyboard shortcuts (j, k, a, r, x, ?), listened to on the document while
 * `enabled` (no dialog open). Keys typed into a field, or pressed with Ctrl, Alt or Meta, are
 * left alone so that search and browser shortcuts keep working.
 * @example useQueueShortcuts(!dialogOpen, { onMove, onApprove, onReject, onToggle, onHelp })
 */
export function useQueueShortcuts(enabled: boolean, handlers: QueueShortcutHandlers) {
  const latest = useRef(handlers)
  latest.current = handlers

  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target)) return
      const h = latest.current
      const actions: Record<string, () => void> = {
        j: () => h.onMove(1),
        k: () => h.onMove(-1),
        a: h.onApprove,
        r: h.onReject,
        x: h.onToggle,
        '?': h.onHelp,
      }
      const action = actions[event.key]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
