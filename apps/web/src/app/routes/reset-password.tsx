import { resetTokenOf } from '@rihla/contract/passwords'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { Notice } from '@/components/ui/notice'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { useT } from '@/i18n/i18n'
import { clearSession } from '@/lib/storage'
import '@/i18n/english/forgot-password'
import '@/i18n/english/password'
import '@/i18n/english/reset-password'

/**
 * The page a reset link opens (`/reset-password?token=…`). Open signed in or not: the link may be
 * another account's, and using it ends every session of its account.
 */
export function ResetPasswordRoute() {
  const t = useT()
  const [params] = useSearchParams()
  const location = useLocation()
  const token = params.get('token') ?? resetTokenOf(`https://x${location.pathname}`)
  const invite = params.get('invite') === '1'
  const [done, setDone] = useState(false)
  const valid = token !== '' && token !== 'reset-password'
  return (
    <AuthLayout
      title={t(invite ? 'resetPassword.inviteTitle' : 'resetPassword.title')}
      subtitle={invite && !done ? t('resetPassword.inviteIntro') : undefined}
    >
      {done ? (
        <Notice
          tone="success"
          message={t(invite ? 'resetPassword.inviteDone' : 'resetPassword.done')}
        />
      ) : valid ? (
        <ResetPasswordForm
          token={token}
          invite={invite}
          onDone={() => {
            clearSession()
            setDone(true)
          }}
        />
      ) : (
        <Notice tone="error" message={t('resetPassword.noToken')} />
      )}
      <TextLink to={paths.login.href()} className="mt-6 inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('forgotPassword.back')}
      </TextLink>
    </AuthLayout>
  )
}
