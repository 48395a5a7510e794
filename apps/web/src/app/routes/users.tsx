import { RequirePermission } from '@/features/auth/components/require-permission'
import { UsersList } from '@/features/users/components/users-list'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from './use-refresh-dashboard'
import '@/i18n/english/screens'
import '@/i18n/english/users'

export function UsersRoute() {
  const t = useT()
  // Blocking changes the dashboard's figures and its activity feed.
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('users.title')}</h1>
      <RequirePermission permission="users.read" message={t('permissions.userData')}>
        <UsersList onUsersChanged={refreshDashboard} />
      </RequirePermission>
    </div>
  )
}
