import type { StaffMember } from '@rihla/contract/staff'
import { MenuButton } from '@/components/ui/menu-button'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { currentUserId } from '@/lib/storage'

/** What a row's menu can do to a staff member; the list holds the dialogs. */
export type StaffActions = {
  onChangeRole: (member: StaffMember) => void
  onToggleBlock: (member: StaffMember) => void
  onIssueReset: (member: StaffMember) => void
  onResetTwoFactor: (member: StaffMember) => void
  /** The member an action is running for: their menu's actions wait. */
  busyId: number | null
}

/**
 * Role, block, a password-reset link and, when it is on, a two-factor reset. One's own row
 * points to the profile instead, where password, second factor and sessions ask for the
 * current password (the server refuses staff powers over one's own account, decision 055).
 */
export function StaffRowMenu({ member, ...actions }: StaffActions & { member: StaffMember }) {
  const t = useT()
  if (member.id === currentUserId())
    return (
      <TextLink to={paths.adminPhone.href()} className="text-sm">
        {t('staff.ownAccount')}
      </TextLink>
    )
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
