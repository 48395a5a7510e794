import { useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { paths } from '@/config/paths'
import { RELOAD_AFTER_SIGN_IN_MS } from '@/config/reload-delays'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useT } from '@/i18n/i18n'
import { browser } from '@/lib/browser'

export function SignupRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignupForm
        onSuccess={() => {
          // The reload waits for the navigation: a lazy screen still loading would otherwise
          // be reloaded at the old URL.
          void Promise.resolve(navigate(paths.users.href())).then(() =>
            setTimeout(() => browser.reload(), RELOAD_AFTER_SIGN_IN_MS),
          )
        }}
      />
    </AuthLayout>
  )
}
