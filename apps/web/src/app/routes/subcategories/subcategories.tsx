import { ListPage } from '@/components/layouts/list-page'
import { paths } from '@/config/paths'
import { SubcategoriesList } from '@/features/subcategories/components/subcategories-list'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'

export function SubcategoriesRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  return (
    <ListPage
      title={t('subcategories.title')}
      add={{ label: t('subcategories.add'), href: paths.subcategoryAdd.href() }}
    >
      <SubcategoriesList onDeleted={refreshDashboard} />
    </ListPage>
  )
}
