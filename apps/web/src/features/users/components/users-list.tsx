import { PAGE_SIZES } from '@rihla/contract/constants'
import { useLocation } from 'react-router'
import { ListBody } from '@/components/layouts/list-body'
import { ListCard } from '@/components/layouts/list-panel'
import { ExportButton } from '@/components/ui/export-button'
import { OutcomeNotice } from '@/components/ui/notice'
import { pagerMore } from '@/components/ui/pager'
import type { ListView } from '@/hooks/use-list-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useLocale, useT } from '@/i18n/i18n'
import { formatNumber } from '@/lib/format'
import { exportUsers } from '../api/export-users'
import { useUsers } from '../api/get-users'
import type { UserSortKey } from '../api/user-keys'
import { USERS_LIST, usersQuery } from '../api/users-list-query'
import { useBlockToggle } from './use-block-toggle'
import { UsersTable } from './users-table'

type UsersListProps = {
  /** Called after a block or unblock, so the app can refresh what depends on users. */
  onUsersChanged?: () => void
}

/** The page of users a view shows; the route's loader asks for the same (app/route-data.ts). */
const useUsersPage = (view: ListView<UserSortKey>) => useUsers(usersQuery(view))

/** The users screen: search, sortable table, row actions and pager, all applied by the server. */
export function UsersList({ onUsersChanged }: UsersListProps = {}) {
  const t = useT()
  const locale = useLocale()
  const location = useLocation()
  const {
    view,
    setPage,
    setSearch,
    setLimit,
    toggleSort,
    countAll,
    query: users,
    totalPages,
  } = usePagedList(USERS_LIST, useUsersPage)
  // A block asks first (it ends the user's sessions at once); an unblock acts at once.
  const blocking = useBlockToggle({ onChanged: onUsersChanged })
  const { feedback, setFeedback } = blocking

  return (
    <ListCard
      search={{
        value: view.search,
        onSearch: setSearch,
        label: t('users.search'),
        placeholder: t('users.searchPlaceholder'),
      }}
      summary={
        users.data
          ? t(
              users.data.meta.totalCapped
                ? 'users.totalCapped'
                : users.data.meta.total === 1
                  ? 'users.totalOne'
                  : 'users.total',
              { count: formatNumber(users.data.meta.total, locale) },
            )
          : null
      }
      notice={
        <>
          <div className="flex justify-end">
            <ExportButton
              onExport={() =>
                exportUsers({
                  search: view.search || undefined,
                  sort: view.sort,
                  order: view.order,
                })
              }
              onError={(message) => setFeedback({ tone: 'error', message })}
            />
          </div>
          <OutcomeNotice outcome={feedback} onDismiss={() => setFeedback(null)} />
        </>
      }
      pager={
        users.data && {
          page: view.page,
          totalPages,
          onPageChange: setPage,
          more: pagerMore(users.data.meta, users.data.data.length, view, countAll),
        }
      }
      pageSize={{ value: view.limit, defaultValue: PAGE_SIZES.users, onChange: setLimit }}
    >
      <ListBody
        query={users}
        rows={users.data?.data}
        failed={t('users.loadFailed')}
        empty={view.search ? t('users.noMatch', { search: view.search }) : t('users.empty')}
        onClearSearch={view.search ? () => setSearch('') : undefined}
        table={(rows) => (
          <UsersTable
            users={rows}
            rowCount={view.limit}
            sort={view.sort}
            order={view.order}
            onSort={toggleSort}
            onToggleBlock={blocking.toggle}
            busyUserId={blocking.busyUserId}
            detailsState={{ usersSearch: location.search }}
            busy={users.isPlaceholderData}
          />
        )}
      />
      {blocking.dialog}
    </ListCard>
  )
}
