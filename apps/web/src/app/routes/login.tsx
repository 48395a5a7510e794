import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { paths } from '@/config/paths'
import { LoginForm } from '@/features/auth/components/login-form'
import { afterSignIn } from '@/features/auth/components/route-guards'
import { useT } from '@/i18n/i18n'
import { isEnrollmentRequired } from '@/lib/enrollment'
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
          // A staff account that must set up two-factor authentication first (the sign-in said
          // `twoFactorSetupRequired`) goes to the profile, where that is done. Otherwise a link
          // opened while signed out is honoured; /welcome otherwise, as in the seed.
          void navigate(
            isEnrollmentRequired() ? paths.adminPhone.href() : afterSignIn(location.state),
          )
        }}
      />
    </AuthLayout>
  )
}
