import { ArrowLeft } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { UpdateSubcategoryForm } from '@/features/subcategories/components/update-subcategory-form'
import { useT } from '@/i18n/i18n'
import { parseId } from '@/lib/route-params'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/screens'
import '@/i18n/english/update-subcategory'

export function UpdateSubcategoryRoute() {
  const t = useT()
  const { id } = useParams()
  const navigate = useNavigate()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <TextLink
        to={paths.subcategories.href()}
        className="inline-flex items-center gap-1.5 self-start text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('subcategoryDetails.back')}
      </TextLink>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('subcategoryUpdate.title')}
      </h1>
      <RequirePermission permission="subcategories.write" message={t('permissions.data')}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <UpdateSubcategoryForm
            subcategoryId={parseId(id)}
            onUpdated={() => {
              refreshDashboard()
              navigate(paths.subcategories.href())
            }}
          />
        </div>
      </RequirePermission>
    </div>
  )
}
