import { zodResolver } from '@hookform/resolvers/zod'
import { newPasswordSchema, PASSWORD_POLICY_CODES } from '@rihla/contract/passwords'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { useResetPassword } from '../api/password-reset'

const schema = z.object({ password: newPasswordSchema })
type Values = z.infer<typeof schema>

type ResetPasswordFormProps = {
  token: string
  /** The link is a staff invitation: the person sets a first password, not a new one. */
  invite?: boolean
  onDone: () => void
}

/**
 * Sets a new password from a reset or invitation link; every session of the account ends, so the
 * person signs in again.
 */
export function ResetPasswordForm({ token, invite = false, onDone }: ResetPasswordFormProps) {
  const t = useT()
  const mutation = useResetPassword()
  const [failure, setFailure] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await mutation.mutateAsync({ token, password })
      onDone()
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      if (code && PASSWORD_POLICY_CODES.includes(code) && error instanceof Error) {
        setError('password', { message: error.message }, { shouldFocus: true })
      } else if (invite && code === 'password.resetInvalid') {
        // The server's words are about a reset link; this one was an invitation.
        setFailure(t('resetPassword.inviteExpired'))
      } else {
        setFailure(errorMessage(error, t('resetPassword.failed')))
      }
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {failure ? <FormAlert message={failure} /> : null}
      <TextField
        id="reset-password"
        label={t('resetPassword.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.hint')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting
          ? t('resetPassword.submitting')
          : t(invite ? 'resetPassword.inviteSubmit' : 'resetPassword.submit')}
      </Button>
    </form>
  )
}
