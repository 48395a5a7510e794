import { useLayoutEffect, useRef } from 'react'

export type QueueShortcutHandlers = {
  /** j and k: the next or previous row (-1 / +1); the list only. */
  onMove?: (step: 1 | -1) => void
  /** a */
  onApprove: () => void
  /** n: approve, then open the next product; the details page only. */
  onApproveNext?: () => void
  /** r */
  onReject: () => void
  /** x; the list only. */
  onToggle?: () => void
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

/** The keys of a waiting product's details page: the list's decisions, and approve-and-next. */
export const DETAILS_SHORTCUTS = [
  { key: 'a', action: 'approve' },
  { key: 'n', action: 'approveNext' },
  { key: 'r', action: 'reject' },
  { key: '?', action: 'help' },
] as const

export type QueueShortcut = (typeof QUEUE_SHORTCUTS)[number] | (typeof DETAILS_SHORTCUTS)[number]
export type ShortcutKey = QueueShortcut['key']

/** The physical key (`KeyboardEvent.code`) of each letter shortcut, as on a US keyboard. */
const LETTER_CODES: Record<string, Exclude<ShortcutKey, '?'>> = {
  KeyJ: 'j',
  KeyK: 'k',
  KeyA: 'a',
  KeyN: 'n',
  KeyR: 'r',
  KeyX: 'x',
}

/** A character of the Latin letters a to z (what a Latin layout types on a letter key). */
const LATIN_LETTER = /^[a-z]$/i

/**
 * The shortcut a key press stands for, whatever the keyboard layout:
 * - a letter is the Latin letter typed (`key`), so a French AZERTY's A key (code `KeyQ`) is
 *   `a`, as printed on it; a layout that types no Latin letter there (Arabic: the A key types
 *   "ش", Russian, Hebrew...) falls back to the physical key, so `KeyA` is `a`;
 * - `?` is the character typed (US Shift+/, AZERTY Shift+,), the Arabic question mark "؟",
 *   or Shift and the physical `/` key (code `Slash`) whatever it types.
 * Letters with Shift are no shortcut (Caps Lock alone is: it types "A" without Shift).
 */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey'>,
): ShortcutKey | null {
  const key = event.key ?? ''
  if (key === '?' || key === '؟' || (event.shiftKey && event.code === 'Slash')) return '?'
  if (event.shiftKey) return null
  if (LATIN_LETTER.test(key)) {
    const letter = key.toLowerCase()
    return Object.values(LETTER_CODES).find((l) => l === letter) ?? null
  }
  // Only a key that types a character (or none known): Enter, arrows and the like stay theirs.
  if (key.length > 1 && key !== 'Unidentified') return null
  return LETTER_CODES[event.code ?? ''] ?? null
}

/** The title of a button with a shortcut: its label, then the key ("Approve (a)"). */
export function withShortcut(label: string, key: ShortcutKey): string {
  return `${label} (${key})`
}

const NOT_TYPING = new Set(['checkbox', 'radio', 'button', 'submit', 'reset'])

/** True when a key press belongs to a field the user is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLInputElement) return !NOT_TYPING.has(target.type)
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/**
 * True when a key press comes from inside an open dialog: the dialog's keys are its own (a
 * dialog the screen does not know of, such as a picture's zoom, must not approve on `a`).
 */
function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('dialog[open]') !== null
}

/**
 * The approval queue's keyboard shortcuts (j, k, a, n, r, x, ?: those given), listened to on
 * the document while `enabled` (no dialog open), on any keyboard layout (`shortcutOf`). Keys
 * typed into a field, or pressed with Ctrl, Alt or Meta, are left alone so that search and
 * browser shortcuts keep working.
 * @example useQueueShortcuts(!dialogOpen, { onMove, onApprove, onReject, onToggle, onHelp })
 */
export function useQueueShortcuts(enabled: boolean, handlers: QueueShortcutHandlers) {
  const latest = useRef(handlers)
  latest.current = handlers
  // Read when the key arrives, not when the listener is added: a listener added again in an
  // effect after a dialog closes would miss a key pressed in the frame before that effect runs.
  const on = useRef(enabled)
  on.current = enabled

  // Before paint: once the screen shows, it listens (an effect would run after paint).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!on.current) return
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.isComposing) return
      if (isTyping(event.target) || inDialog(event.target)) return
      const shortcut = shortcutOf(event)
      if (!shortcut) return
      const h = latest.current
      const actions: Record<ShortcutKey, (() => void) | undefined> = {
        j: h.onMove && (() => h.onMove?.(1)),
        k: h.onMove && (() => h.onMove?.(-1)),
        a: h.onApprove,
        n: h.onApproveNext,
        r: h.onReject,
        x: h.onToggle,
        '?': h.onHelp,
      }
      const action = actions[shortcut]
      if (!action) return
      event.preventDefault()
      action()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
