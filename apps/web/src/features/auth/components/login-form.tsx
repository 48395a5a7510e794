import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextField } from '@/components/ui/text-field'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { errorMessage, isServerUnreachable } from '@/lib/api-error'
import { isSession, useLogin } from '../api/login'
import { TwoFactorStep } from './two-factor-step'

/**
 * The seed shows no client-side rules for sign-in: the server answers every case and its message is
 * shown, so what the user typed is kept for a second try.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useT()
  const loginMutation = useLogin()
  const [serverError, setServerError] = useState<string | null>(null)
  // An empty field is marked at once, without asking the server.
  const [missing, setMissing] = useState({ email: false, password: false })
  // Set when the password was right but the account asks for a code as well.
  const [challenge, setChallenge] = useState<string | null>(null)
  const submitting = loginMutation.isPending

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const form = new FormData(event.currentTarget)
    // Both inputs are text fields of this form: FormData gives their strings.
    const email = form.get('email') as string
    const password = form.get('password') as string
    setServerError(null)
    setMissing({ email: !email, password: !password })
    if (!email || !password) return
    try {
      const answer = await loginMutation.mutateAsync({ email, password })
      if (isSession(answer)) onSuccess()
      else setChallenge(answer.challengeToken)
    } catch (error) {
      // An outage is not a wrong password: say so, or the user retypes a right one.
      setServerError(
        isServerUnreachable(error) ? t('login.unreachable') : errorMessage(error, t('login.error')),
      )
    }
  }

  if (challenge)
    return (
      <TwoFactorStep
        challengeToken={challenge}
        onSuccess={onSuccess}
        onBack={() => setChallenge(null)}
      />
    )

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        name="email"
        defaultValue=""
        error={missing.email ? t('login.errors.email') : undefined}
      />
      <TextField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        name="password"
        defaultValue=""
        error={missing.password ? t('login.errors.password') : undefined}
      />
      {/* After the password in the page's order, so Tab goes Email, Password, then this link. */}
      <TextLink to={paths.forgotPassword.href()} className="-mt-3 self-end text-sm">
        {t('login.forgotPassword')}
      </TextLink>
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('login.noAccount')} <TextLink to={paths.signup.href()}>{t('login.signupLink')}</TextLink>
      </p>
    </form>
  )
}
