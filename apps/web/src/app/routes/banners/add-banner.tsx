import { useNavigate } from 'react-router'
import type { CreatedState } from '@/components/layouts/created-notice'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { AddBannerForm } from '@/features/banners/components/add-banner-form'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/add-banner'
import '@/i18n/english/screens'

export function AddBannerRoute() {
  const t = useT()
  const navigate = useNavigate()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('bannerAdd.title')}
      </h1>
      <RequirePermission permission="banners.write" message={t('permissions.data')}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <AddBannerForm
            onAdded={(banner) => {
              refreshDashboard()
              // A banner has no page of its own: the link opens its picture.
              const state: CreatedState = {
                created: {
                  message: t('created.banner'),
                  href: banner.url,
                  linkLabel: t('created.viewBanner'),
                  external: true,
                },
              }
              navigate(paths.banners.href(), { state })
            }}
          />
        </div>
      </RequirePermission>
    </div>
  )
}
