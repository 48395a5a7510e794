import type { StaffMember } from '@rihla/contract/staff'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { ListBody } from '@/components/layouts/list-body'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { OutcomeNotice } from '@/components/ui/notice'
import { useLocale, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { formatNumber } from '@/lib/format'
import { useStaff } from '../api/get-staff'
import { useIssuePasswordReset } from '../api/issue-password-reset'
import { useResetTwoFactor } from '../api/reset-two-factor'
import { ChangeRoleDialog } from './change-role-dialog'
import { InviteStaffDialog } from './invite-staff-dialog'
import { type OneTimeLink, OneTimeLinkDialog } from './one-time-link-dialog'
import { StaffCards } from './staff-cards'
import type { StaffActions } from './staff-row-menu'
import { StaffTable } from './staff-table'
import { useBlockToggle } from './use-block-toggle'

/**
 * The Staff screen: every admin and moderator with their second factor and last
 * sign-in; invite one, change a role, block, issue a password-reset link, reset two-factor.
 * A table from the `md` breakpoint, cards below it. Links the server answers once are shown
 * once, in a dialog, and forgotten when it closes.
 */
export function StaffList() {
  const t = useT()
  const locale = useLocale()
  const staff = useStaff()
  // Block asks first and reports in the screen's notice, which the other actions share.
  const blocking = useBlockToggle()
  const { feedback, setFeedback } = blocking
  const issueReset = useIssuePasswordReset()
  const resetTwoFactor = useResetTwoFactor()
  const [inviting, setInviting] = useState(false)
  const [roleFor, setRoleFor] = useState<StaffMember | null>(null)
  const [twoFactorFor, setTwoFactorFor] = useState<StaffMember | null>(null)
  const [link, setLink] = useState<OneTimeLink | null>(null)

  const actions: StaffActions = {
    onChangeRole: (member) => {
      setFeedback(null)
      setRoleFor(member)
    },
    onToggleBlock: blocking.toggle,
    onIssueReset: (member) => {
      setFeedback(null)
      issueReset.mutate(member.id, {
        onSuccess: (issued) =>
          setLink({
            title: t('staff.resetTitle'),
            intro: t('staff.resetIntro', { name: member.username }),
            url: issued.resetUrl,
            expiresAt: issued.expiresAt,
            emailed: issued.emailed,
            email: member.email,
          }),
        onError: (error) =>
          setFeedback({ tone: 'error', message: errorMessage(error, t('staff.resetFailed')) }),
      })
    },
    onResetTwoFactor: (member) => {
      setFeedback(null)
      setTwoFactorFor(member)
    },
    busyId:
      blocking.busyUserId ??
      (issueReset.isPending ? issueReset.variables : null) ??
      (resetTwoFactor.isPending ? resetTwoFactor.variables : null),
  }

  const confirmTwoFactorReset = (member: StaffMember) =>
    resetTwoFactor.mutate(member.id, {
      onSuccess: () =>
        setFeedback({
          tone: 'success',
          message: t('staff.twoFactorDone', { name: member.username }),
        }),
      onError: (error) =>
        setFeedback({ tone: 'error', message: errorMessage(error, t('staff.twoFactorFailed')) }),
      onSettled: () => setTwoFactorFor(null),
    })

  const rows = staff.data
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {rows ? (
          <p className="text-sm text-slate-500">
            {rows.length === 1
              ? t('staff.totalOne')
              : t('staff.total', { count: formatNumber(rows.length, locale) })}
          </p>
        ) : null}
        <Button
          className="ms-auto"
          onClick={() => {
            setFeedback(null)
            setInviting(true)
          }}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {t('staff.invite')}
        </Button>
      </div>
      <OutcomeNotice outcome={feedback} onDismiss={() => setFeedback(null)} />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ListBody
          query={staff}
          rows={rows}
          failed={t('staff.loadFailed')}
          empty={t('staff.empty')}
          table={(members) => <StaffTable staff={members} {...actions} />}
          cards={(members) => <StaffCards staff={members} {...actions} />}
        />
      </div>

      {inviting ? (
        <InviteStaffDialog
          onClose={() => setInviting(false)}
          onInvited={(invited) => {
            setInviting(false)
            setFeedback({
              tone: 'success',
              message: t('staff.invited', { name: invited.user.username }),
            })
            setLink({
              title: t('staff.invitedTitle'),
              intro: t('staff.invitedIntro', { name: invited.user.username }),
              url: invited.inviteUrl,
              expiresAt: invited.inviteExpiresAt,
              emailed: invited.emailed,
              email: invited.user.email,
            })
          }}
        />
      ) : null}
      {roleFor ? (
        <ChangeRoleDialog
          member={roleFor}
          onClose={() => setRoleFor(null)}
          onChanged={(message) => {
            setRoleFor(null)
            setFeedback({ tone: 'success', message })
          }}
        />
      ) : null}
      <ConfirmDialog
        open={twoFactorFor !== null}
        title={t('staff.resetTwoFactorTitle')}
        message={t('staff.resetTwoFactorConfirm', { name: twoFactorFor?.username ?? '' })}
        confirmLabel={t('staff.resetTwoFactor')}
        busyLabel={t('staff.resettingTwoFactor')}
        cancelLabel={t('staff.cancel')}
        busy={resetTwoFactor.isPending}
        onConfirm={() => twoFactorFor && confirmTwoFactorReset(twoFactorFor)}
        onCancel={() => setTwoFactorFor(null)}
      />
      {blocking.dialog}
      <OneTimeLinkDialog
        link={link}
        onClose={() => {
          // The link lives nowhere else: once closed, it cannot be shown again.
          setLink(null)
          issueReset.reset()
        }}
      />
    </div>
  )
}
