import { zodResolver } from '@hookform/resolvers/zod'
import { adminPhoneBodySchema, userSchema } from '@rihla/contract/users'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { ConflictPanel } from '@/components/ui/conflict-panel'
import { Notice } from '@/components/ui/notice'
import { TextField } from '@/components/ui/text-field'
import { useT } from '@/i18n/i18n'
import { hasToken } from '@/lib/storage'
import { staleCurrent } from '@/lib/versions'
import { adminKey, useAdmin } from '../api/get-admin'
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
  const queryClient = useQueryClient()
  const mutation = useUpdateAdminPhone({ onSuccess: onUpdated })
  const admin = useAdmin({ enabled: hasToken() }).data
  const current = admin?.phoneNumber
  // The version of the number shown when the form opened (If-Match): a refetch behind the
  // form must not move it, or a save over someone else's change would pass.
  const readVersion = useRef<number | undefined>(undefined)
  if (readVersion.current === undefined) readVersion.current = admin?.version
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [conflict, setConflict] = useState<{
    theirs: string
    version: number
    mine: string
  } | null>(null)
  const { register, handleSubmit, formState, reset } = useForm<
    PhoneValues,
    unknown,
    AdminPhoneBody
  >({
    resolver: zodResolver(adminPhoneBodySchema),
    defaultValues: { phoneNumber: '' },
  })

  const save = async (phoneNumber: string, version: number | undefined) => {
    try {
      const saved = await mutation.mutateAsync({ phoneNumber, version })
      readVersion.current = saved.version
      setConflict(null)
      setOutcome({ tone: 'success', message: t('adminPhone.updated') })
    } catch (error) {
      const theirs = staleCurrent(error)
      const record = userSchema.safeParse(theirs)
      if (theirs && record.success) {
        setOutcome(null)
        setConflict({ theirs: record.data.phoneNumber, version: theirs.version, mine: phoneNumber })
        // The number on record is theirs now, whatever the person does next.
        queryClient.setQueryData(adminKey, { ...record.data, version: theirs.version })
      } else {
        setOutcome({ tone: 'error', message: t('adminPhone.failed') })
      }
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    if (!hasToken()) {
      setOutcome({ tone: 'error', message: t('adminPhone.authRequired') })
      return
    }
    await save(values.phoneNumber, readVersion.current)
  })

  if (conflict) {
    return (
      <div className="flex flex-col gap-5">
        {outcome ? <Notice tone={outcome.tone} message={outcome.message} /> : null}
        <ConflictPanel
          fields={
            conflict.theirs === conflict.mine
              ? []
              : [
                  {
                    key: 'phoneNumber',
                    label: t('adminPhone.label'),
                    theirs: <bdi dir="ltr">{conflict.theirs}</bdi>,
                    yours: <bdi dir="ltr">{conflict.mine}</bdi>,
                  },
                ]
          }
          reapplying={mutation.isPending}
          onReapply={() => {
            setOutcome(null)
            void save(conflict.mine, conflict.version)
          }}
          onDiscard={() => {
            readVersion.current = conflict.version
            reset({ phoneNumber: '' })
            setConflict(null)
            setOutcome({ tone: 'success', message: t('conflict.discarded') })
          }}
        />
      </div>
    )
  }

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
