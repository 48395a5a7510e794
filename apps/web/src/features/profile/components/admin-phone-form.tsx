import { zodResolver } from '@hookform/resolvers/zod'
import { adminPhoneBodySchema } from '@rihla/contract/users'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Notice } from '@/components/ui/notice'
import { TextField } from '@/components/ui/text-field'
import { useT } from '@/i18n/i18n'
import { hasToken } from '@/lib/storage'
import { useAdmin } from '../api/get-admin'
import { type AdminPhoneBody, useUpdateAdminPhone } from '../api/update-admin-phone'

type PhoneValues = z.input<typeof adminPhoneBodySchema>
type Outcome = { tone: 'success' | 'error'; message: string }

type AdminPhoneFormProps = { onCancel: () => void; onUpdated?: () => void }

/**
 * The seed's Update Phone Number form: one required field, no format rule. A failure keeps
 * what was typed; a success says so and stays on the page.
 */
export function AdminPhoneForm({ onCancel, onUpdated }: AdminPhoneFormProps) {
  const t = useT()
  const mutation = useUpdateAdminPhone({ onSuccess: onUpdated })
  const current = useAdmin({ enabled: hasToken() }).data?.phoneNumber
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { register, handleSubmit, formState } = useForm<PhoneValues, unknown, AdminPhoneBody>({
    resolver: zodResolver(adminPhoneBodySchema),
    defaultValues: { phoneNumber: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    if (!hasToken()) {
      setOutcome({ tone: 'error', message: t('adminPhone.authRequired') })
      return
    }
    try {
      await mutation.mutateAsync(values)
      setOutcome({ tone: 'success', message: t('adminPhone.updated') })
    } catch {
      setOutcome({ tone: 'error', message: t('adminPhone.failed') })
    }
  })

  const submitting = formState.isSubmitting
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {outcome ? <Notice tone={outcome.tone} message={outcome.message} /> : null}
      {current ? (
        <p className="text-sm text-slate-600">
          {t('adminPhone.current')}{' '}
          <bdi dir="ltr" className="font-medium text-slate-900">
            {current}
          </bdi>
        </p>
      ) : null}
      <TextField
        id="admin-phone"
        label={t('adminPhone.label')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={formState.errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('adminPhone.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('adminPhone.submitting') : t('adminPhone.submit')}
        </Button>
      </div>
    </form>
  )
}
