import { AppealsScreen } from '@/features/appeals/components/appeals-screen'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/screens'
import '@/i18n/english/appeals'
import '@/i18n/english/my-listings'

/** Sellers' appeals of rejections, decided by a reviewer other than the one who rejected. */
export function AppealsRoute() {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('appeals.title')}</h1>
      <RequirePermission permission="appeals.decide" message={t('permissions.data')}>
        <AppealsScreen />
      </RequirePermission>
    </div>
  )
}
