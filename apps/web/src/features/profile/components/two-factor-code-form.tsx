import { zodResolver } from '@hookform/resolvers/zod'
import { type TwoFactorChangeBody, twoFactorChangeBodySchema } from '@rihla/contract/auth'
import type { MessageCode } from '@rihla/contract/message-codes'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'

type ChangeInput = z.input<typeof twoFactorChangeBodySchema>

/** The server's refusals that are about one field, shown beside it. */
const FIELD_OF: Partial<Record<MessageCode, keyof ChangeInput>> = {
  'password.currentRequired': 'currentPassword',
  'password.currentInvalid': 'currentPassword',
  'password.tooMany': 'currentPassword',
  'twoFactor.codeRequired': 'code',
  'twoFactor.codeInvalid': 'code',
  'twoFactor.tooMany': 'code',
}

type TwoFactorCodeFormProps = {
  id: string
  submitLabel: string
  submittingLabel: string
  variant?: 'primary' | 'danger'
  /** Rejects with the server's error, which is shown and leaves both fields to correct. */
  onSubmit: (body: TwoFactorChangeBody) => Promise<void>
  onCancel?: () => void
}

/**
 * The current password and one code (the app's code or a recovery code) with their button:
 * turning the second factor on or off asks for both.
 */
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
  const { register, handleSubmit, formState, setError } = useForm<
    ChangeInput,
    unknown,
    TwoFactorChangeBody
  >({
    resolver: zodResolver(twoFactorChangeBodySchema),
    defaultValues: { currentPassword: '', code: '' },
  })
  const submit = handleSubmit(async (body) => {
    setServerError(null)
    try {
      await onSubmit(body)
    } catch (error) {
      const field = error instanceof ApiError && error.code ? FIELD_OF[error.code] : undefined
      if (field && error instanceof Error) {
        // Only the field is marked: what was typed stays for correcting.
        setError(field, { message: error.message }, { shouldFocus: true })
      } else {
        setServerError(errorMessage(error, t('errors.generic')))
      }
    }
  })
  const { errors } = formState
  const errorOf = (field: keyof ChangeInput) => {
    const message = errors[field]?.message
    return message ? localize(message) : undefined
  }
  const submitting = formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id={`${id}-password`}
        label={t('twoFactor.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={errorOf('currentPassword')}
        {...register('currentPassword')}
      />
      <TextField
        id={id}
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errorOf('code')}
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
