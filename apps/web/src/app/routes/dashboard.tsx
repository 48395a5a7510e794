import { RequirePermission } from '@/features/auth/components/require-permission'
import { RecentActivity } from '@/features/dashboard/components/recent-activity'
import { SalesOverview } from '@/features/dashboard/components/sales-overview'
import { StatCards } from '@/features/dashboard/components/stat-cards'
import { RecentProducts } from '@/features/products/components/recent-products'
import { RecentUsers } from '@/features/users/components/recent-users'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/dashboard'
import '@/i18n/english/screens'

/** Real figures, a real chart and real recent records; every card loads and fails on its own. */
export function DashboardRoute() {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('dashboard.title')}
      </h1>
      <RequirePermission permission="dashboard.read" message={t('permissions.data')}>
        <StatCards />
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
          <SalesOverview className="xl:col-span-2" />
          <RecentActivity />
        </div>
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <RecentUsers />
          <RecentProducts />
        </div>
      </RequirePermission>
    </div>
  )
}
