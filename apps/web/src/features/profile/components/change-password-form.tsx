import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ChangePasswordBody,
  changePasswordBodySchema,
  PASSWORD_POLICY_CODES,
} from '@rihla/contract/passwords'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Notice, type Outcome } from '@/components/ui/notice'
import { TextField } from '@/components/ui/text-field'
import { useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { useChangePassword } from '../api/change-password'

/**
 * Change one's own password: the current one, then a new one under the policy.
 * The server ends every other session and keeps this one. A refusal keeps what was typed and
 * is shown beside the field it is about.
 */
export function ChangePasswordForm() {
  const t = useT()
  const mutation = useChangePassword()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // The server's refusal of one field, shown beside it until the next try.
  const [refused, setRefused] = useState<{
    field: keyof ChangePasswordBody
    message: string
  } | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors } = formState
  const errorOf = (field: keyof ChangePasswordBody) =>
    errors[field]?.message ?? (refused?.field === field ? refused.message : undefined)

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    setRefused(null)
    try {
      await mutation.mutateAsync(values)
      reset()
      setOutcome({ tone: 'success', message: t('changePassword.done') })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      const message = error instanceof Error ? error.message : ''
      if (code === 'password.currentInvalid') setRefused({ field: 'currentPassword', message })
      else if (code && PASSWORD_POLICY_CODES.includes(code))
        setRefused({ field: 'newPassword', message })
      else setOutcome({ tone: 'error', message: errorMessage(error, t('changePassword.failed')) })
    }
  })

  const submitting = formState.isSubmitting
  return (
    <section
      aria-labelledby="change-password-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="change-password-title" className="text-lg font-semibold text-slate-900">
        {t('changePassword.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{t('changePassword.subtitle')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
        {outcome ? <Notice tone={outcome.tone} message={outcome.message} /> : null}
        <TextField
          id="current-password"
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          error={errorOf('currentPassword')}
          {...register('currentPassword')}
        />
        <TextField
          id="new-password"
          label={t('changePassword.new')}
          type="password"
          autoComplete="new-password"
          hint={t('password.hint')}
          error={errorOf('newPassword')}
          {...register('newPassword')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting}>
            {submitting ? t('changePassword.submitting') : t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
