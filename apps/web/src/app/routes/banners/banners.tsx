import { Plus } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { BannersList } from '@/features/banners/components/banners-list'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'

export function BannersRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('banners.title')}
        </h1>
        <ButtonLink to={paths.bannerAdd.href()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('banners.add')}
        </ButtonLink>
      </div>
      <BannersList onDeleted={refreshDashboard} />
    </div>
  )
}
