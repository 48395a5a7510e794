import { Badge } from '@/components/ui/badge'
import { useT } from '@/i18n/i18n'

export function UserStatusBadge({ isBlocked }: { isBlocked: boolean }) {
  const t = useT()
  return isBlocked ? (
    <Badge tone="red">{t('users.blocked')}</Badge>
  ) : (
    <Badge tone="green">{t('users.active')}</Badge>
  )
}
