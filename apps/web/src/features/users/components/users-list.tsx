import { PAGE_SIZES } from '@rihla/contract/constants'
import { USER_SORT_KEYS, type User } from '@rihla/contract/users'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { ListCard } from '@/components/layouts/list-panel'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { ExportButton } from '@/components/ui/export-button'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { Pager } from '@/components/ui/pager'
import { useListView } from '@/hooks/use-list-view'
import { useLocale, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { formatNumber } from '@/lib/format'
import { useChangeUserBlock } from '../api/change-user-block'
import { exportUsers } from '../api/export-users'
import { useUsers } from '../api/get-users'
import { UsersTable } from './users-table'

type UsersListProps = {
  /** Called after a block or unblock, so the app can refresh what depends on users. */
  onUsersChanged?: () => void
}

/** The users screen: search, sortable table, row actions and pager, all applied by the server. */
export function UsersList({ onUsersChanged }: UsersListProps = {}) {
  const t = useT()
  const locale = useLocale()
  const location = useLocation()
  const { view, setPage, setSearch, toggleSort } = useListView(USER_SORT_KEYS, 'id')
  const users = useUsers({
    page: view.page,
    limit: PAGE_SIZES.users,
    search: view.search || undefined,
    sort: view.sort,
    order: view.order,
  })
  const changeBlock = useChangeUserBlock()
  const [feedback, setFeedback] = useState<Outcome | null>(null)
  const totalPages = users.data?.meta.totalPages ?? 0

  // A shared link may point past the last page (users were removed since): show the last one.
  useEffect(() => {
    if (!users.isPlaceholderData && totalPages > 0 && view.page > totalPages) {
      setPage(totalPages, true)
    }
  }, [users.isPlaceholderData, totalPages, view.page, setPage])

  const toggleBlock = (user: User) => {
    const block = !user.isBlocked
    setFeedback(null)
    changeBlock.mutate(
      { id: user.id, block },
      {
        onSuccess: () => {
          setFeedback({
            tone: 'success',
            message: t(block ? 'users.blockDone' : 'users.unblockDone', { name: user.username }),
          })
          onUsersChanged?.()
        },
        onError: (error) =>
          setFeedback({
            tone: 'error',
            message: errorMessage(error, t(block ? 'users.blockFailed' : 'users.unblockFailed')),
          }),
      },
    )
  }

  const rows = users.data?.data
  let body: ReactNode
  if (users.isError && !rows) {
    body = <ErrorState message={t('users.loadFailed')} onRetry={() => void users.refetch()} />
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
        rowCount={PAGE_SIZES.users}
        sort={view.sort}
        order={view.order}
        onSort={toggleSort}
        onToggleBlock={toggleBlock}
        busyUserId={changeBlock.isPending ? (changeBlock.variables?.id ?? null) : null}
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
          <Pager page={view.page} totalPages={totalPages} onPageChange={(page) => setPage(page)} />
        ) : (
          <div className="h-10" />
        )
      }
    >
      {body}
    </ListCard>
  )
}
