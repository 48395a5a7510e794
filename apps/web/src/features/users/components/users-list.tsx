import { PAGE_SIZES } from '@rihla/contract/constants'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ListCard } from '@/components/layouts/list-panel'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { ExportButton } from '@/components/ui/export-button'
import { OutcomeNotice } from '@/components/ui/notice'
import { PageSizeSelect } from '@/components/ui/page-size-select'
import { Pager, pagerMore } from '@/components/ui/pager'
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

  const rows = users.data?.data
  let body: ReactNode
  if (users.isError && !rows) {
    body = (
      <ErrorState
        message={t('users.loadFailed')}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    )
  } else if (rows && rows.length === 0) {
    body = (
      <EmptyState
        className="min-h-60"
        message={view.search ? t('users.noMatch', { search: view.search }) : t('users.empty')}
        onClearSearch={view.search ? () => setSearch('') : undefined}
      />
    )
  } else {
    body = (
      <UsersTable
        users={rows ?? null}
        rowCount={view.limit}
        sort={view.sort}
        order={view.order}
        onSort={toggleSort}
        onToggleBlock={blocking.toggle}
        busyUserId={blocking.busyUserId}
        detailsState={{ usersSearch: location.search }}
        busy={users.isPlaceholderData}
      />
    )
  }

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
      footer={
        users.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <div className="min-w-0 flex-1">
              <Pager
                page={view.page}
                totalPages={totalPages}
                onPageChange={(page) => setPage(page)}
                more={pagerMore(users.data.meta, users.data.data.length, view, countAll)}
              />
            </div>
            <PageSizeSelect
              value={view.limit}
              defaultValue={PAGE_SIZES.users}
              onChange={setLimit}
            />
          </div>
        ) : (
          <div className="h-10" />
        )
      }
    >
      {body}
      {blocking.dialog}
    </ListCard>
  )
}
