import { zodResolver } from '@hookform/resolvers/zod'
import { type StepUpBody, stepUpBodySchema } from '@rihla/contract/auth'
import type { MessageCode } from '@rihla/contract/message-codes'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { DialogShell } from '@/components/ui/modal-dialog'
import { TextField } from '@/components/ui/text-field'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { answerStepUp } from '@/lib/step-up'
import { twoFactorStatusQuery } from '../api/get-two-factor-status'
import { stepUp } from '../api/step-up'

type StepUpInput = z.input<typeof stepUpBodySchema>

/** The server's refusals that are about one field, shown beside it. */
const FIELD_OF: Partial<Record<MessageCode, keyof StepUpInput>> = {
  'password.currentRequired': 'password',
  'password.currentInvalid': 'password',
  'password.tooMany': 'password',
  'twoFactor.codeRequired': 'code',
  'twoFactor.codeInvalid': 'code',
  'twoFactor.tooMany': 'code',
}

/**
 * The step-up question as the person sees it (its own chunk: zod and the form library
 * load when a step-up is first asked, not with the frame). Native <dialog>: focus
 * starts on the password, stays inside, and goes back to the button that started the action.
 */
export default function StepUpPrompt() {
  const titleId = useId()
  const introId = useId()
  const passwordRef = useRef<HTMLInputElement | null>(null)
  const t = useT()
  return (
    <DialogShell
      open
      initialFocus={passwordRef}
      onEscape={() => answerStepUp(false)}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t('stepUp.title')}
      </h2>
      <p id={introId} className="mt-2 text-sm text-slate-600">
        {t('stepUp.intro')}
      </p>
      <StepUpForm passwordRef={passwordRef} />
    </DialogShell>
  )
}

function StepUpForm({ passwordRef }: { passwordRef: { current: HTMLInputElement | null } }) {
  const t = useT()
  const localize = useLocalizeMessage()
  const id = useId()
  const status = useQuery(twoFactorStatusQuery())
  const [serverError, setServerError] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<StepUpInput, unknown, StepUpBody>(
    {
      resolver: zodResolver(stepUpBodySchema),
      // No code until its field is shown: an account without a second factor sends none.
      defaultValues: { password: '' },
    },
  )
  // The status says whether to ask for a code; so does the server, should it answer first.
  const [codeAsked, setCodeAsked] = useState(false)
  const withCode = status.data?.enabled === true || codeAsked
  const submit = handleSubmit(async (body) => {
    setServerError(null)
    try {
      await stepUp(withCode ? body : { password: body.password })
      answerStepUp(true)
    } catch (error) {
      const field = error instanceof ApiError && error.code ? FIELD_OF[error.code] : undefined
      if (field === 'code') setCodeAsked(true)
      if (field && error instanceof Error) {
        setError(field, { message: error.message }, { shouldFocus: true })
      } else {
        setServerError(errorMessage(error, t('errors.generic')))
      }
    }
  })
  const errorOf = (field: keyof StepUpInput) => {
    const message = formState.errors[field]?.message
    return message ? localize(message) : undefined
  }
  const password = register('password')
  const submitting = formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      {serverError ? <FormAlert message={serverError} /> : null}
      <TextField
        id={`${id}-password`}
        label={t('stepUp.password')}
        type="password"
        autoComplete="current-password"
        error={errorOf('password')}
        {...password}
        ref={(element) => {
          password.ref(element)
          passwordRef.current = element
        }}
      />
      {withCode ? (
        <TextField
          id={`${id}-code`}
          label={t('stepUp.code')}
          hint={t('stepUp.codeHint')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          error={errorOf('code')}
          {...register('code')}
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => answerStepUp(false)} disabled={submitting}>
          {t('stepUp.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('stepUp.confirming') : t('stepUp.confirm')}
        </Button>
      </div>
    </form>
  )
}
