import { Plus } from 'lucide-react'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { SubcategoriesList } from '@/features/subcategories/components/subcategories-list'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'

export function SubcategoriesRoute() {
  const t = useT()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('subcategories.title')}
        </h1>
        <ButtonLink to={paths.subcategoryAdd.href()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('subcategories.add')}
        </ButtonLink>
      </div>
      <SubcategoriesList onDeleted={refreshDashboard} />
    </div>
  )
}
