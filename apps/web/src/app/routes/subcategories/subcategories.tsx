import { can } from '@rihla/contract/permissions'
import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { SubcategoriesList } from '@/features/subcategories/components/subcategories-list'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/screens'
import '@/i18n/english/subcategories'

export function SubcategoriesRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  const allowed = can(role(), 'subcategories.write')
  // A management screen: an admin's. Other roles get the seed's permission notice
  // under the title and make no call (a moderator works the queue, not the catalogue's set-up).
  return (
    <ListPage
      title={t('subcategories.title')}
      add={
        allowed ? { label: t('subcategories.add'), href: paths.subcategoryAdd.href() } : undefined
      }
    >
      <RequirePermission permission="subcategories.write" message={t('permissions.data')}>
        <SubcategoriesList onDeleted={refreshDashboard} />
      </RequirePermission>
    </ListPage>
  )
}
