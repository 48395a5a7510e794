import { can } from '@rihla/contract/permissions'
import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { SubcategoriesList } from '@/features/subcategories/components/subcategories-list'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/screens'
import '@/i18n/english/subcategories'

export function SubcategoriesRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  return (
    <ListPage
      title={t('subcategories.title')}
      add={
        can(role(), 'subcategories.write')
          ? { label: t('subcategories.add'), href: paths.subcategoryAdd.href() }
          : undefined
      }
    >
      <SubcategoriesList onDeleted={refreshDashboard} />
    </ListPage>
  )
}
