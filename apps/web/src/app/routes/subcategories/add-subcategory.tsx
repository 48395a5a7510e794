import type { Subcategory } from '@rihla/contract/subcategories'
import { useNavigate } from 'react-router'
import type { CreatedState } from '@/components/layouts/created-notice'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { AddSubcategoryForm } from '@/features/subcategories/components/add-subcategory-form'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { useRefreshDashboard } from '../use-refresh-dashboard'
import '@/i18n/english/add-subcategory'
import '@/i18n/english/screens'

/** The new subcategory's name in the language of the screen. */
const namesOf = {
  ar: (s: Subcategory) => s.nameAr,
  fr: (s: Subcategory) => s.nameFr,
  en: (s: Subcategory) => s.nameEn,
} as const

export function AddSubcategoryRoute() {
  const t = useT()
  const lang = useNameLanguage()
  const navigate = useNavigate()
  const refreshDashboard = useRefreshDashboard()
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('subcategoryAdd.title')}
      </h1>
      <RequirePermission permission="subcategories.write" message={t('permissions.data')}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <AddSubcategoryForm
            onAdded={(subcategory) => {
              refreshDashboard()
              const state: CreatedState = {
                created: {
                  message: t('created.subcategory', { name: namesOf[lang](subcategory) }),
                  href: paths.subcategory.href(subcategory.id),
                  linkLabel: t('created.open'),
                },
              }
              navigate(paths.subcategories.href(), { state })
            }}
          />
        </div>
      </RequirePermission>
    </div>
  )
}
