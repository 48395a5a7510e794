import type { User } from '@rihla/contract/users'
import { Avatar } from '@/components/ui/avatar'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { CardFields, ListCards } from '@/components/ui/list-cards'
import type { SortOrder } from '@/components/ui/sort-header'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useT } from '@/i18n/i18n'
import type { UserSortKey } from '../api/user-keys'
import { ROLE_LABELS } from './role-label'
import { UserRowMenu } from './user-row-menu'
import { UserStatusBadge } from './user-status-badge'

type UsersTableProps = {
  /** Null while the first page loads: rows of the same height stand in for it. */
  users: User[] | null
  rowCount: number
  sort: UserSortKey
  order: SortOrder
  onSort: (key: UserSortKey) => void
  onToggleBlock: (user: User) => void
  busyUserId: number | null
  detailsState: unknown
  busy: boolean
}

/** The users: a table from 768 px, cards below it (their menu in view, nothing scrolling). */
export function UsersTable(props: UsersTableProps) {
  const { users, rowCount, sort, order, onSort, onToggleBlock, busyUserId, detailsState } = props
  const wide = useMediaQuery('(min-width: 768px)')
  const t = useT()
  const menu = (user: User) => (
    <UserRowMenu
      user={user}
      busy={busyUserId === user.id}
      onToggleBlock={onToggleBlock}
      detailsState={detailsState}
    />
  )
  if (!wide) {
    return (
      <ListCards
        label={t('users.tableCaption')}
        rows={users}
        placeholderRows={rowCount}
        rowKey={(user) => user.id}
        busy={props.busy}
        leading={(user) => <Avatar src={user.profilePicture} name={user.username} />}
        body={(user) => (
          <>
            <p className="text-xs tabular-nums text-slate-500">
              {t('users.col.id')} {user.id}
            </p>
            <TextLink
              to={paths.user.href(user.id)}
              state={detailsState}
              className="font-medium break-words text-slate-900"
            >
              <bdi>{user.username}</bdi>
            </TextLink>
            <CardFields
              fields={[
                {
                  label: t('users.col.isBlocked'),
                  value: <UserStatusBadge isBlocked={user.isBlocked} />,
                },
                { label: t('users.col.role'), value: t(ROLE_LABELS[user.role]) },
              ]}
            />
          </>
        )}
        actions={menu}
      />
    )
  }
  // The seed's columns, in its order; all but the picture sort on the server.
  const columns: Array<DataTableColumn<User, UserSortKey>> = [
    {
      id: 'id',
      header: t('users.col.id'),
      sortKey: 'id',
      className: 'tabular-nums text-slate-500',
      placeholder: 'h-4 w-8',
      cell: (user) => user.id,
    },
    {
      id: 'username',
      header: t('users.col.username'),
      sortKey: 'username',
      className: 'font-medium text-slate-900',
      placeholder: 'h-4 w-32',
      // A link, so a row opens from the keyboard with Tab and Enter, as in the other lists.
      cell: (user) => (
        <TextLink to={paths.user.href(user.id)} state={detailsState} className="text-slate-900">
          <bdi>{user.username}</bdi>
        </TextLink>
      ),
    },
    {
      id: 'isBlocked',
      header: t('users.col.isBlocked'),
      sortKey: 'isBlocked',
      placeholder: 'h-5 w-14',
      cell: (user) => <UserStatusBadge isBlocked={user.isBlocked} />,
    },
    {
      id: 'role',
      header: t('users.col.role'),
      sortKey: 'role',
      placeholder: 'h-4 w-12',
      cell: (user) => t(ROLE_LABELS[user.role]),
    },
    {
      id: 'picture',
      header: t('users.col.picture'),
      placeholder: 'size-9 rounded-full',
      cell: (user) => <Avatar src={user.profilePicture} name={user.username} />,
    },
  ]
  return (
    <DataTable
      caption={t('users.tableCaption')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      sort={sort}
      order={order}
      onSort={onSort}
      busy={props.busy}
      placeholderRows={rowCount}
      cellClassName="px-4 py-2 whitespace-nowrap"
      rowClassName="h-15"
      className="relative"
      actions={{
        label: t('users.col.actions'),
        placeholder: 'h-4 w-6',
        cell: menu,
      }}
    />
  )
}
