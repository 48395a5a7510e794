import type { StaffMember } from '@rihla/contract/staff'
import { Badge } from '@/components/ui/badge'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime } from '@/lib/format'

export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const t = useT()
  return enabled ? (
    <Badge tone="green">{t('staff.twoFactorOn')}</Badge>
  ) : (
    <Badge tone="slate">{t('staff.twoFactorOff')}</Badge>
  )
}

/** The latest sign-in's date; "Invitation pending" before the password is set, else "Never". */
export function LastSignIn({ member }: { member: StaffMember }) {
  const t = useT()
  const locale = useLocale()
  if (member.invitePending) return <Badge tone="amber">{t('staff.pending')}</Badge>
  if (!member.lastSignInAt) return <span className="text-slate-500">{t('staff.never')}</span>
  return <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt, locale)}</time>
}
