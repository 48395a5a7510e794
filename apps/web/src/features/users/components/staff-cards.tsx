import type { StaffMember } from '@rihla/contract/staff'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/i18n'
import { ROLE_LABELS } from './role-label'
import { LastSignIn, TwoFactorBadge } from './staff-badges'
import { type StaffActions, StaffRowMenu } from './staff-row-menu'
import { UserStatusBadge } from './user-status-badge'

type StaffCardsProps = StaffActions & { staff: StaffMember[] | null }

/** The staff on a phone: one card each, so nothing scrolls sideways at 360 px. */
export function StaffCards({ staff, ...actions }: StaffCardsProps) {
  const t = useT()
  if (!staff) {
    return (
      <ul aria-busy="true" aria-label={t('staff.tableCaption')} className="flex flex-col gap-3 p-4">
        {[0, 1, 2].map((index) => (
          <li key={index} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-5 w-24" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul aria-label={t('staff.tableCaption')} className="flex flex-col gap-3 p-4">
      {staff.map((member) => (
        <li
          key={member.id}
          className="flex items-start gap-3 rounded-xl border border-slate-200 p-4"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <p className="font-medium text-slate-900">
              <bdi>{member.username}</bdi>
            </p>
            <p className="text-sm break-all text-slate-600">
              <bdi>{member.email}</bdi>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <UserStatusBadge isBlocked={member.isBlocked} />
              <TwoFactorBadge enabled={member.twoFactorEnabled} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('staff.col.role')}</dt>
              <dd>{t(ROLE_LABELS[member.role])}</dd>
              <dt className="text-slate-500">{t('staff.col.lastSignIn')}</dt>
              <dd>
                <LastSignIn member={member} />
              </dd>
            </dl>
          </div>
          <StaffRowMenu member={member} {...actions} />
        </li>
      ))}
    </ul>
  )
}
