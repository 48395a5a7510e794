import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { LoginForm } from '@/features/auth/components/login-form'
import { afterSignIn } from '@/features/auth/components/route-guards'
import { useT } from '@/i18n/i18n'
import { forgetPreviousSession } from '@/lib/session-state'

export function LoginRoute() {
  const t = useT()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm
        onSuccess={() => {
          // No reload (seed deviation 132): the signed-in screens read the new token and role
          // as they render, and start from an empty cache.
          forgetPreviousSession(queryClient)
          // A link opened while signed out is honoured; /welcome otherwise, as in the seed.
          void navigate(afterSignIn(location.state))
        }}
      />
    </AuthLayout>
  )
}
