import type { LoginBody } from '@rihla/contract/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useLogin } from '../api/login'

/**
 * The seed shows no client-side rules for sign-in: the server answers every case and its
 * message is shown, so what the user typed is kept for a second try.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useT()
  const loginMutation = useLogin()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await loginMutation.mutateAsync(values)
      onSuccess()
    } catch (error) {
      setServerError(errorMessage(error, t('login.error')))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        labelAside={
          <TextLink to={paths.forgotPassword.href()} className="text-sm">
            {t('login.forgotPassword')}
          </TextLink>
        }
        {...register('password')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')} <TextLink to={paths.signup.href()}>{t('login.signupLink')}</TextLink>
      </p>
    </form>
  )
}
