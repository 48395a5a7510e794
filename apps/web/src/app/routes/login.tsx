import { useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { paths } from '@/config/paths'
import { RELOAD_AFTER_SIGN_IN_MS } from '@/config/reload-delays'
import { LoginForm } from '@/features/auth/components/login-form'
import { useT } from '@/i18n/i18n'
import { browser } from '@/lib/browser'

export function LoginRoute() {
  const t = useT()
  const navigate = useNavigate()
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        onSuccess={() => {
          // The reload waits for the navigation: a lazy screen still loading would otherwise
          // be reloaded at the old URL.
          void Promise.resolve(navigate(paths.welcome.href())).then(() =>
            setTimeout(() => browser.reload(), RELOAD_AFTER_SIGN_IN_MS),
          )
        }}
      />
    </AuthLayout>
  )
}
