import { ArrowLeft, KeyRound } from 'lucide-react'
import { AuthLayout } from '@/components/layouts/auth-layout'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useAuthOptions } from '@/features/auth/api/password-reset'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/forgot-password'

/**
 * The seed links here but never shows the page. With mail configured it sends a reset link;
 * without (or when the server cannot say), resets are an administrator's job, as before.
 */
export function ForgotPasswordRoute() {
  const t = useT()
  const options = useAuthOptions()
  return (
    <AuthLayout title={t('forgotPassword.title')}>
      {options.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : options.data?.passwordResetByEmail ? (
        <ForgotPasswordForm />
      ) : (
        <div className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p>{t('forgotPassword.body')}</p>
        </div>
      )}
      <TextLink to={paths.login.href()} className="mt-6 inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('forgotPassword.back')}
      </TextLink>
    </AuthLayout>
  )
}
