import { useNavigate } from 'react-router'
import { FormPage } from '@/components/layouts/form-page'
import { paths } from '@/config/paths'
import { RequirePermission } from '@/features/auth/components/require-permission'
import { UpdateFlagsForm } from '@/features/products/components/update-flags-form'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/screens'
import '@/i18n/english/update-flags'

export function UpdateFlagsRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <FormPage title={t('flags.title')}>
      <RequirePermission permission="products.flags" message={t('permissions.data')}>
        <UpdateFlagsForm onSuccess={() => navigate(paths.products.href())} />
      </RequirePermission>
    </FormPage>
  )
}
