import type { User } from '@rihla/contract/users'
import { MenuButton } from '@/components/ui/menu-button'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'

type UserRowMenuProps = {
  user: User
  busy: boolean
  onToggleBlock: (user: User) => void
  /** Router state for the details page, so its back link returns to this view of the list. */
  detailsState: unknown
}

export function UserRowMenu({ user, busy, onToggleBlock, detailsState }: UserRowMenuProps) {
  const t = useT()
  return (
    <MenuButton
      label={t('users.actionsFor', { name: user.username })}
      items={[
        {
          key: 'details',
          label: t('users.showDetails'),
          to: paths.user.href(user.id),
          state: detailsState,
        },
        {
          key: 'block',
          label: user.isBlocked ? t('users.unblock') : t('users.block'),
          onSelect: () => onToggleBlock(user),
          disabled: busy,
          danger: !user.isBlocked,
        },
      ]}
    />
  )
}
