import type { StaffMember } from '@rihla/contract/staff'
import { MenuButton } from '@/components/ui/menu-button'
import { useT } from '@/i18n/i18n'

/** What a row's menu can do to a staff member; the list holds the dialogs. */
export type StaffActions = {
  onChangeRole: (member: StaffMember) => void
  onToggleBlock: (member: StaffMember) => void
  onIssueReset: (member: StaffMember) => void
  onResetTwoFactor: (member: StaffMember) => void
  /** The member an action is running for: their menu's actions wait. */
  busyId: number | null
}

/** Role, block, a password-reset link and, when it is on, a two-factor reset. */
export function StaffRowMenu({ member, ...actions }: StaffActions & { member: StaffMember }) {
  const t = useT()
  const busy = actions.busyId === member.id
  const items = [
    {
      key: 'role',
      label: t('staff.changeRole'),
      onSelect: () => actions.onChangeRole(member),
      disabled: busy,
    },
    {
      key: 'block',
      label: member.isBlocked ? t('users.unblock') : t('users.block'),
      onSelect: () => actions.onToggleBlock(member),
      disabled: busy,
      danger: !member.isBlocked,
    },
    {
      key: 'reset',
      label: t('staff.issueReset'),
      onSelect: () => actions.onIssueReset(member),
      disabled: busy,
    },
  ]
  if (member.twoFactorEnabled) {
    items.push({
      key: 'two-factor',
      label: t('staff.resetTwoFactor'),
      onSelect: () => actions.onResetTwoFactor(member),
      disabled: busy,
      danger: true,
    })
  }
  return <MenuButton label={t('staff.actionsFor', { name: member.username })} items={items} />
}
