import { ActivityLog } from '@/features/activity/components/activity-log'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/activity'
import '@/i18n/english/screens'

/** The audit log in full: who changed what and when, filtered (decision 026). */
export function ActivityRoute() {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('activityPage.title')}
      </h1>
      <RequirePermission permission="activity.read" message={t('permissions.data')}>
        <ActivityLog />
      </RequirePermission>
    </div>
  )
}
