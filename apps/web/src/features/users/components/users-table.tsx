import type { User } from '@rihla/contract/users'
import { Avatar } from '@/components/ui/avatar'
import { Skeleton } from '@/components/ui/skeleton'
import { SortHeader, type SortOrder } from '@/components/ui/sort-header'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import type { UserSortKey } from '../api/get-users'
import { ROLE_LABELS } from './role-label'
import { UserRowMenu } from './user-row-menu'
import { UserStatusBadge } from './user-status-badge'

/** The seed's column names, as they appear on screen, with the server's sort key of each. */
const SORTABLE_COLUMNS: Array<{
  key: UserSortKey
  label: 'users.col.id' | 'users.col.username' | 'users.col.isBlocked' | 'users.col.role'
}> = [
  { key: 'id', label: 'users.col.id' },
  { key: 'username', label: 'users.col.username' },
  { key: 'isBlocked', label: 'users.col.isBlocked' },
  { key: 'role', label: 'users.col.role' },
]

// Whole class names, so that Tailwind finds them in the source.
const PLACEHOLDER_CELLS = [
  'h-4 w-8',
  'h-4 w-32',
  'h-5 w-14',
  'h-4 w-12',
  'size-9 rounded-full',
  'h-4 w-6',
]

const ROW = 'h-15 border-t border-slate-100'
const CELL = 'px-4 py-2 whitespace-nowrap'

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

export function UsersTable(props: UsersTableProps) {
  const { users, rowCount, sort, order, onSort, busy } = props
  const t = useT()
  return (
    <div className="relative overflow-x-auto">
      <table
        aria-busy={busy || users === null}
        className={cn('w-full text-sm text-slate-700 transition-opacity', busy && 'opacity-60')}
      >
        <caption className="sr-only">{t('users.tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
          <tr>
            {SORTABLE_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={t(column.label)}
                active={sort === column.key}
                order={order}
                onSort={() => onSort(column.key)}
              />
            ))}
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('users.col.picture')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('users.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users === null
            ? Array.from({ length: rowCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} className={ROW}>
                  {PLACEHOLDER_CELLS.map((size, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={cell} className={CELL}>
                      <Skeleton className={size} />
                    </td>
                  ))}
                </tr>
              ))
            : users.map((user) => <UserRow key={user.id} user={user} {...props} />)}
        </tbody>
      </table>
    </div>
  )
}

function UserRow({
  user,
  onToggleBlock,
  busyUserId,
  detailsState,
}: UsersTableProps & { user: User }) {
  const t = useT()
  return (
    <tr className={cn(ROW, 'hover:bg-slate-50')}>
      <td className={cn(CELL, 'tabular-nums text-slate-500')}>{user.id}</td>
      <td className={cn(CELL, 'font-medium text-slate-900')}>{user.username}</td>
      <td className={CELL}>
        <UserStatusBadge isBlocked={user.isBlocked} />
      </td>
      <td className={CELL}>{t(ROLE_LABELS[user.role])}</td>
      <td className={CELL}>
        <Avatar src={user.profilePicture} name={user.username} />
      </td>
      <td className={cn(CELL, 'text-end')}>
        <UserRowMenu
          user={user}
          busy={busyUserId === user.id}
          onToggleBlock={onToggleBlock}
          detailsState={detailsState}
        />
      </td>
    </tr>
  )
}
