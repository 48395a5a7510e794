import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useTwoFactorLogin } from '../api/login-two-factor'

type TwoFactorStepProps = {
  challengeToken: string
  onSuccess: () => void
  /** Back to the password: a new sign-in gets a new challenge. */
  onBack: () => void
}

/**
 * The sign-in's second step: the app's 6-digit code or a recovery code; a wrong code keeps the
 * challenge for another try.
 */
export function TwoFactorStep({ challengeToken, onSuccess, onBack }: TwoFactorStepProps) {
  const t = useT()
  const mutation = useTwoFactorLogin()
  const [serverError, setServerError] = useState<string | null>(null)
  const submitting = mutation.isPending

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setServerError(null)
    try {
      await mutation.mutateAsync({ challengeToken, code })
      onSuccess()
    } catch (error) {
      setServerError(errorMessage(error, t('twoFactor.login.error')))
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('twoFactor.login.intro')}</p>
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id="login-code"
        label={t('twoFactor.login.code')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        // The field is the one thing to do on this step; the password field had the focus.
        autoFocus
        defaultValue=""
      />
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t('twoFactor.login.submitting') : t('twoFactor.login.submit')}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={submitting} className="w-full">
        {t('twoFactor.login.back')}
      </Button>
    </form>
  )
}
