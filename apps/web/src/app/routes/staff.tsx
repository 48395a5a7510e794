import { RequirePermission } from '@/features/auth/components/require-permission'
import { StaffList } from '@/features/users/components/staff-list'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/screens'
import '@/i18n/english/staff'

/** The admins and moderators, their invitations and roles; admins only. */
export function StaffRoute() {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('staff.title')}</h1>
      <RequirePermission permission="staff.manage" message={t('permissions.data')}>
        <StaffList />
      </RequirePermission>
    </div>
  )
}
