import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { paths } from '@/config/paths'
import { SignupForm } from '@/features/auth/components/signup-form'
import { useT } from '@/i18n/i18n'
import { forgetPreviousSession } from '@/lib/session-state'

export function SignupRoute() {
  const t = useT()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <SignupForm
        onSuccess={() => {
          // No reload (seed deviation 132): the new account's screens start from an empty cache.
          forgetPreviousSession(queryClient)
          void navigate(paths.users.href())
        }}
      />
    </AuthLayout>
  )
}
