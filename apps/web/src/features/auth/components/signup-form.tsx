import { zodResolver } from '@hookform/resolvers/zod'
import { type RegisterBody, registerBodySchema } from '@rihla/contract/auth'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { useRegister } from '../api/register'
import '@/i18n/english/signup'

type SignupValues = z.input<typeof registerBodySchema>
type Field = keyof SignupValues

/** The seed's check order (not the on-screen order): only the first failure is shown. */
const CHECK_ORDER: Array<[Field, MessageKey]> = [
  ['username', 'signup.errors.username'],
  ['email', 'signup.errors.email'],
  ['password', 'signup.errors.password'],
  ['phoneNumber', 'signup.errors.phone'],
]

function firstFailure(errors: FieldErrors<SignupValues>) {
  const found = CHECK_ORDER.find(([field]) => errors[field])
  return found ? { field: found[0], message: found[1] } : null
}

function registrationError(error: unknown, fallback: string): string {
  const detail = error instanceof ApiError ? error.details?.[0] : undefined
  return detail ?? errorMessage(error, fallback)
}

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useT()
  const registerMutation = useRegister()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setFocus } = useForm<
    SignupValues,
    unknown,
    RegisterBody
  >({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { username: '', email: '', phoneNumber: '', password: '' },
    // Focus follows the one message shown, not the first invalid field on screen.
    shouldFocusError: false,
  })
  const failure = firstFailure(formState.errors)
  const errorFor = (field: Field) => (failure?.field === field ? t(failure.message) : undefined)

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null)
      try {
        // The schema trims the username, so the server receives it trimmed.
        await registerMutation.mutateAsync(values)
        onSuccess()
      } catch (error) {
        setServerError(registrationError(error, t('signup.error')))
      }
    },
    (errors) => {
      setServerError(null)
      const first = firstFailure(errors)
      if (first) setFocus(first.field)
    },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id="signup-username"
        label={t('signup.fullName')}
        autoComplete="name"
        error={errorFor('username')}
        {...register('username')}
      />
      <TextField
        id="signup-email"
        label={t('signup.email')}
        type="email"
        autoComplete="email"
        error={errorFor('email')}
        {...register('email')}
      />
      <TextField
        id="signup-phone"
        label={t('signup.phone')}
        type="tel"
        autoComplete="tel"
        error={errorFor('phoneNumber')}
        {...register('phoneNumber')}
      />
      <TextField
        id="signup-password"
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        error={errorFor('password')}
        {...register('password')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <TextLink to={paths.login.href()}>{t('signup.signinLink')}</TextLink>
      </p>
    </form>
  )
}
