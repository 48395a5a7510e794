import { useLocation, useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { RELOAD_AFTER_SIGN_IN_MS } from '@/config/reload-delays'
import { LoginForm } from '@/features/auth/components/login-form'
import { afterSignIn } from '@/features/auth/components/route-guards'
import { useT } from '@/i18n/i18n'
import { browser } from '@/lib/browser'

export function LoginRoute() {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        onSuccess={() => {
          // The reload waits for the navigation: a lazy screen still loading would otherwise
          // be reloaded at the old URL.
          // A link opened while signed out is honoured; /welcome otherwise, as in the seed.
          void Promise.resolve(navigate(afterSignIn(location.state))).then(() =>
            setTimeout(() => browser.reload(), RELOAD_AFTER_SIGN_IN_MS),
          )
        }}
      />
    </AuthLayout>
  )
}
