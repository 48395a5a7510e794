import type { Presence } from '@rihla/contract/presence'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { useWaitingPresence } from '../api/waiting-presence'

const SHOWN = 4
// Colours the dark theme remaps too (index.css), so each keeps its contrast with the text.
const COLOURS = [
  'bg-emerald-700 text-white',
  'bg-slate-700 text-white',
  'bg-amber-800 text-white',
  'bg-red-700 text-white',
]

/** The first letters of the first two words of a name: "Amina Benali" → "AB". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return letters.join('').toLocaleUpperCase() || '?'
}

/**
 * The other moderators on the waiting list, as initials in the list's header:
 * nothing when alone; the first four, then "+n". Each says its name to screen readers and on
 * hover.
 */
export function WaitingPresence() {
  const t = useT()
  const others: Presence[] = useWaitingPresence().data ?? []
  if (others.length === 0) return null
  const hidden = others.length - SHOWN
  return (
    <ul
      aria-label={t('presence.label')}
      className="flex items-center -space-x-2 rtl:space-x-reverse"
    >
      {others.slice(0, SHOWN).map((person) => (
        <li
          key={person.userId}
          title={person.name}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-full text-xs font-semibold ring-2 ring-white',
            COLOURS[person.userId % COLOURS.length],
          )}
        >
          <bdi aria-hidden="true">{initials(person.name)}</bdi>
          <span className="sr-only">{t('presence.person', { name: person.name })}</span>
        </li>
      ))}
      {hidden > 0 ? (
        <li className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700 ring-2 ring-white">
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{t('presence.more', { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  )
}
