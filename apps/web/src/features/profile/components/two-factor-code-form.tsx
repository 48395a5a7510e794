import { zodResolver } from '@hookform/resolvers/zod'
import { twoFactorCodeBodySchema } from '@rihla/contract/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'

type CodeInput = z.input<typeof twoFactorCodeBodySchema>
type CodeOutput = z.output<typeof twoFactorCodeBodySchema>

type TwoFactorCodeFormProps = {
  id: string
  submitLabel: string
  submittingLabel: string
  variant?: 'primary' | 'danger'
  /** Rejects with the server's error, which is shown and leaves the code to correct. */
  onSubmit: (code: string) => Promise<void>
  onCancel?: () => void
}

/** One code field (the app's code or a recovery code) and its button, for enrollment and disable. */
export function TwoFactorCodeForm({
  id,
  submitLabel,
  submittingLabel,
  variant = 'primary',
  onSubmit,
  onCancel,
}: TwoFactorCodeFormProps) {
  const t = useT()
  const localize = useLocalizeMessage()
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(twoFactorCodeBodySchema),
    defaultValues: { code: '' },
  })
  const submit = handleSubmit(async ({ code }) => {
    setServerError(null)
    try {
      await onSubmit(code)
    } catch (error) {
      setServerError(errorMessage(error, t('errors.generic')))
    }
  })
  const fieldError = formState.errors.code?.message
  const submitting = formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id={id}
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={fieldError ? localize(fieldError) : undefined}
        {...register('code')}
      />
      <div className="flex justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('twoFactor.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant={variant} disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
