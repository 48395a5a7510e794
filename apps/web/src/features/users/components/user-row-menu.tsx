import { can } from '@rihla/contract/permissions'
import type { User } from '@rihla/contract/users'
import { MenuButton } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import { role } from '@/lib/storage'

type UserRowMenuProps = {
  user: User
  busy: boolean
  onToggleBlock: (user: User) => void
  /** Router state for the details page, so its back link returns to this view of the list. */
  detailsState: unknown
}

/** Details for whoever reads users; block or unblock for the roles holding `users.block`. */
export function UserRowMenu({ user, busy, onToggleBlock, detailsState }: UserRowMenuProps) {
  const t = useT()
  const details = {
    key: 'details',
    label: t('users.showDetails'),
    to: paths.user.href(user.id),
    state: detailsState,
  }
  const block = {
    key: 'block',
    label: user.isBlocked ? t('users.unblock') : t('users.block'),
    onSelect: () => onToggleBlock(user),
    disabled: busy,
    danger: !user.isBlocked,
  }
  return (
    <MenuButton
      label={t('users.actionsFor', { name: user.username })}
      items={can(role(), 'users.block') ? [details, block] : [details]}
    />
  )
}
