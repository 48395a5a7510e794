import { ROLES, type Role } from '@rihla/contract/constants'
import type { StaffMember } from '@rihla/contract/staff'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '@/components/ui/form-alert'
import { SelectField } from '@/components/ui/select-field'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useChangeUserRole } from '../api/change-user-role'
import { FormDialog } from './form-dialog'
import { ROLE_LABELS } from './role-label'

type ChangeRoleDialogProps = {
  member: StaffMember
  onClose: () => void
  /** The role changed (someone else's): the screen says so. */
  onChanged: (message: string) => void
}

/**
 * A role change, said in full before it is made: from what to what and what the new role may
 * do; for a pending invitation, that its link stops working (a role change ends every unspent
 * link). Another admin's only: one's own role is not offered (decision 055). The server keeps
 * the last active admin (409 `user.lastAdmin`), which shows here.
 */
export function ChangeRoleDialog({ member, onClose, onChanged }: ChangeRoleDialogProps) {
  const t = useT()
  const change = useChangeUserRole()
  const [next, setNext] = useState<Role>(member.role)
  const [failure, setFailure] = useState<string | null>(null)
  const same = next === member.role
  const label = (role: Role) => t(ROLE_LABELS[role])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (same) return
    setFailure(null)
    change.mutate(
      { id: member.id, role: next },
      {
        onSuccess: () => {
          onChanged(t('staff.roleDone', { name: member.username, role: label(next) }))
        },
        onError: (error) => setFailure(errorMessage(error, t('staff.roleFailed'))),
      },
    )
  }

  return (
    <FormDialog
      open
      title={t('staff.changeRoleTitle', { name: member.username })}
      submitLabel={t('staff.saveRole')}
      busyLabel={t('staff.savingRole')}
      cancelLabel={t('staff.cancel')}
      busy={change.isPending}
      submitDisabled={same}
      onSubmit={submit}
      onCancel={onClose}
    >
      {failure ? <FormAlert message={failure} /> : null}
      <SelectField
        id="staff-new-role"
        label={t('staff.newRole')}
        options={ROLES.map((role) => ({ value: role, label: label(role) }))}
        value={next}
        onChange={(event) => {
          setFailure(null)
          setNext(event.target.value as Role)
        }}
      />
      <div aria-live="polite" className="flex flex-col gap-3 text-sm text-slate-700">
        {same ? (
          <p>{t('staff.roleUnchanged', { name: member.username, role: label(next) })}</p>
        ) : (
          <>
            <p>
              {t('staff.roleChange', {
                name: member.username,
                from: label(member.role),
                to: label(next),
              })}{' '}
              {t(`staff.roleEffect.${next}`)}
            </p>
            {member.invitePending ? (
              <p>{t('staff.roleEndsInvite', { name: member.username })}</p>
            ) : null}
          </>
        )}
      </div>
    </FormDialog>
  )
}
