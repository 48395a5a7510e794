import type { BannerState } from '@rihla/contract/banners'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'

const LOOKS: Record<BannerState, { tone: BadgeTone; label: MessageKey }> = {
  live: { tone: 'green', label: 'banners.state.live' },
  scheduled: { tone: 'amber', label: 'banners.state.scheduled' },
  ended: { tone: 'slate', label: 'banners.state.ended' },
  inactive: { tone: 'red', label: 'banners.state.inactive' },
}

/** Where a banner is now: live, scheduled, ended or switched off, in words and colour. */
export function BannerStateBadge({ state }: { state: BannerState }) {
  const t = useT()
  const look = LOOKS[state]
  return <Badge tone={look.tone}>{t(look.label)}</Badge>
}
