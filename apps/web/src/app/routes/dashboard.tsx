import { useT } from '@/i18n/i18n'

/** Placeholder until the dashboard issue adds figures, the chart and recent activity. */
export function DashboardRoute() {
  const t = useT()
  return (
    <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('dashboard.title')}</h1>
  )
}
