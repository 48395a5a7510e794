import { zodResolver } from '@hookform/resolvers/zod'
import { MESSAGES } from '@rihla/contract/messages'
import {
  type InviteStaffBody,
  inviteStaffBodySchema,
  STAFF_ROLES,
  type StaffInvited,
} from '@rihla/contract/staff'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { TextField } from '@/components/ui/text-field'
import { localizeMessage, useLocale, useT } from '@/i18n/i18n'
import { ApiError, errorMessage } from '@/lib/api-error'
import { useInviteStaff } from '../api/invite-staff'
import { FormDialog } from './form-dialog'
import { ROLE_LABELS } from './role-label'

/** The contract's rules, with no role chosen until the admin picks one (no default power). */
const formSchema = inviteStaffBodySchema.omit({ lang: true }).extend({
  role: z.string().pipe(inviteStaffBodySchema.shape.role),
})
type FormValues = z.input<typeof formSchema>
type Field = keyof FormValues
type Body = Omit<InviteStaffBody, 'lang'>

/** The contract's messages of each field, to put a 400's details under the field they are about. */
const FIELD_MESSAGES: Record<Field, string[]> = {
  email: [MESSAGES.signup.email, MESSAGES.signup.emailTaken],
  username: [MESSAGES.user.usernameRequired, MESSAGES.signup.username],
  role: [MESSAGES.user.staffRole],
}

/** The field a server message (already in the active language) is about, if any. */
function fieldOf(message: string): Field | undefined {
  const fields = Object.keys(FIELD_MESSAGES) as Field[]
  return fields.find((field) =>
    FIELD_MESSAGES[field].some((text) => text === message || localizeMessage(text) === message),
  )
}

/**
 * A refusal's message and details put under their fields (409 e-mail in use, 400 rules);
 * `unplaced` when some detail belongs to no field.
 */
function serverFieldErrors(error: unknown) {
  const messages =
    error instanceof ApiError && error.fromServer && error.status < 500
      ? [...new Set([error.message, ...(error.details ?? [])])]
      : []
  const placed: Array<[Field, string]> = []
  const unplaced: string[] = []
  for (const message of messages) {
    const field = fieldOf(message)
    if (field && !placed.some(([known]) => known === field)) placed.push([field, message])
    // The answer's own message ("Invalid request") only sums up its details.
    else if (!field && message !== messages[0]) unplaced.push(message)
  }
  return { placed, unplaced }
}

type InviteStaffDialogProps = {
  onClose: () => void
  /** The invitation was made: its link is handed over to be shown once. */
  onInvited: (invited: StaffInvited) => void
}

/**
 * The invitation form in a dialog: e-mail, name and role, checked with the contract's rules.
 * The server's refusals (an e-mail in use, a field it rejects) show under their field or on
 * top, and what was typed stays.
 */
export function InviteStaffDialog({ onClose, onInvited }: InviteStaffDialogProps) {
  const t = useT()
  const locale = useLocale()
  const invite = useInviteStaff()
  const [failure, setFailure] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement | null>(null)
  const { register, handleSubmit, formState, setError } = useForm<FormValues, unknown, Body>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', username: '', role: '' },
  })
  const { errors } = formState

  const submit = handleSubmit(async (body) => {
    setFailure(null)
    try {
      // The mail goes out in the language the admin works in.
      onInvited(await invite.mutateAsync({ ...body, lang: locale }))
    } catch (error) {
      const { placed, unplaced } = serverFieldErrors(error)
      for (const [index, [field, message]] of placed.entries()) {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 })
      }
      // What no field says (a network failure, a rule of no field) is said on top.
      if (unplaced.length > 0) setFailure(unplaced.join(' '))
      else if (placed.length === 0) setFailure(errorMessage(error, t('staff.inviteFailed')))
    }
  })

  const email = register('email')
  return (
    <FormDialog
      open
      title={t('staff.inviteTitle')}
      submitLabel={t('staff.sendInvite')}
      busyLabel={t('staff.inviting')}
      cancelLabel={t('staff.cancel')}
      busy={formState.isSubmitting}
      initialFocus={emailRef}
      onSubmit={submit}
      onCancel={onClose}
    >
      <p className="text-sm text-slate-600">{t('staff.inviteIntro')}</p>
      {failure ? <FormAlert message={failure} /> : null}
      <TextField
        id="invite-email"
        label={t('staff.email')}
        type="email"
        autoComplete="off"
        dir="ltr"
        error={errors.email?.message}
        {...email}
        ref={(element) => {
          email.ref(element)
          emailRef.current = element
        }}
      />
      <TextField
        id="invite-name"
        label={t('staff.name')}
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <SelectField
        id="invite-role"
        label={t('staff.role')}
        placeholder={t('staff.rolePlaceholder')}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(ROLE_LABELS[role]) }))}
        error={errors.role?.message}
        {...register('role')}
      />
    </FormDialog>
  )
}
