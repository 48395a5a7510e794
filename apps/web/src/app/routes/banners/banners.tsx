import { can } from '@rihla/contract/permissions'
import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { BannersList } from '@/features/banners/components/banners-list'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/add-banner'
import '@/i18n/english/banners'
import '@/i18n/english/screens'

export function BannersRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  const allowed = can(role(), 'banners.write')
  // A management screen: an admin's. Other roles get the seed's permission notice
  // under the title and make no call (a moderator works the queue, not the catalogue's set-up).
  return (
    <ListPage
      title={t('banners.title')}
      add={allowed ? { label: t('banners.add'), href: paths.bannerAdd.href() } : undefined}
    >
      <RequirePermission permission="banners.write" message={t('permissions.data')}>
        <BannersList onDeleted={refreshDashboard} />
      </RequirePermission>
    </ListPage>
  )
}
