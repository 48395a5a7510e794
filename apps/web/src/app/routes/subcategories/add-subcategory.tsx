import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { AddSubcategoryForm } from '@/features/subcategories/components/add-subcategory-form'
import { useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'

export function AddSubcategoryRoute() {
  const t = useT()
  const navigate = useNavigate()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('subcategoryAdd.title')}
      </h1>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <AddSubcategoryForm
          onAdded={() => {
            refreshDashboard()
            navigate(paths.subcategories.href())
          }}
        />
      </div>
    </div>
  )
}
