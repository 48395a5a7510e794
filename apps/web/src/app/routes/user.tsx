import { useLocation, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { RecordHistory } from '@/features/activity'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { UserDetails } from '@/features/users/components/user-details'
import { useT } from '@/i18n/i18n'
import { parseId } from '@/lib/route-params'
import '@/i18n/english/screens'
import '@/i18n/english/user'

/** The list passes its query string along, so "Back to Users" returns to the same view. */
function backToUsers(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'usersSearch' in state
      ? state.usersSearch
      : undefined
  return typeof search === 'string' && search.startsWith('?')
    ? `${paths.users.href()}${search}`
    : paths.users.href()
}

export function UserRoute() {
  const t = useT()
  const { id } = useParams()
  const location = useLocation()
  return (
    <RequirePermission permission="users.read" message={t('permissions.userData')}>
      <div className="flex flex-col gap-6">
        <UserDetails userId={parseId(id)} backTo={backToUsers(location.state)} />
        <RecordHistory entity="user" id={parseId(id)} className="max-w-2xl" />
      </div>
    </RequirePermission>
  )
}
