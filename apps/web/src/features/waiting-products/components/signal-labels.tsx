import type { SignalKind } from '@rihla/contract/signals'
import { CircleDollarSign, Images, type LucideIcon, Phone, Type } from 'lucide-react'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'

/** Each signal kind's short label and icon: the badge, the filter, the details. */
export const SIGNAL_LABELS: Record<SignalKind, { label: MessageKey; icon: LucideIcon }> = {
  'same-picture': { label: 'signals.samePicture', icon: Images },
  'similar-title': { label: 'signals.similarTitle', icon: Type },
  'same-phone-many': { label: 'signals.samePhoneMany', icon: Phone },
  'price-outlier': { label: 'signals.priceOutlier', icon: CircleDollarSign },
}

/** One signal kind as a small amber label: its icon and its words, never the colour alone. */
export function SignalBadge({ kind }: { kind: SignalKind }) {
  const t = useT()
  const { label, icon: Icon } = SIGNAL_LABELS[kind]
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset">
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(label)}
    </span>
  )
}

/**
 * On a queue row: the kinds of the listing's duplicate and risk signals, as a list named
 * "Signals". Nothing at all for a listing without any.
 */
export function SignalBadges({ kinds }: { kinds: readonly SignalKind[] }) {
  const t = useT()
  if (kinds.length === 0) return null
  return (
    <ul aria-label={t('signals.list')} className="relative z-10 flex flex-wrap gap-1.5">
      {kinds.map((kind) => (
        <li key={kind} className="min-w-0 max-w-full sm:whitespace-nowrap">
          <SignalBadge kind={kind} />
        </li>
      ))}
    </ul>
  )
}
