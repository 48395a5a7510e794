import { RequirePermission } from '@/features/auth/components/require-permission'
import { InsightsView } from '@/features/insights/components/insights-view'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/insights'
import '@/i18n/english/screens'

/** The queue's health and each reviewer's work over a period (decision 056). */
export function InsightsRoute() {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('insights.title')}
      </h1>
      <RequirePermission permission="insights.read" message={t('permissions.data')}>
        <InsightsView />
      </RequirePermission>
    </div>
  )
}
