import { zodResolver } from '@hookform/resolvers/zod'
import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@rihla/contract/passwords'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Notice, type Outcome } from '@/components/ui/notice'
import { TextField } from '@/components/ui/text-field'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useRequestPasswordReset } from '../api/password-reset'

type Values = z.input<typeof forgotPasswordBodySchema>

/** Asks for a reset link by e-mail; the answer is the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const mutation = useRequestPasswordReset()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { register, handleSubmit, formState } = useForm<Values, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null)
    try {
      const answer = await mutation.mutateAsync({ email, lang: locale })
      setOutcome({ tone: 'success', message: localize(answer.message) })
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('forgotPassword.failed')) })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('forgotPassword.intro')}</p>
      {outcome ? <Notice tone={outcome.tone} message={outcome.message} /> : null}
      <TextField
        id="forgot-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('forgotPassword.sending') : t('forgotPassword.send')}
      </Button>
    </form>
  )
}
