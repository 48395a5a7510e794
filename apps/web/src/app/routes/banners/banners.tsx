import { can } from '@rihla/contract/permissions'
import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { BannersList } from '@/features/banners/components/banners-list'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/banners'
import '@/i18n/english/screens'

export function BannersRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  return (
    <ListPage
      title={t('banners.title')}
      add={
        can(role(), 'banners.write')
          ? { label: t('banners.add'), href: paths.bannerAdd.href() }
          : undefined
      }
    >
      <BannersList onDeleted={refreshDashboard} />
    </ListPage>
  )
}
