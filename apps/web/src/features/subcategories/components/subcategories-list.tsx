import { PAGE_SIZES } from '@rihla/contract/constants'
import type { Subcategory } from '@rihla/contract/subcategories'
import { useState } from 'react'
import { ListBody } from '@/components/layouts/list-body'
import { ListCard } from '@/components/layouts/list-panel'
import { ErrorState } from '@/components/ui/error-state'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import type { ListView } from '@/hooks/use-list-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { ApiError, errorMessage, isClientError } from '@/lib/api-error'
import { hasToken } from '@/lib/storage'
import { useDeleteSubcategory } from '../api/delete-subcategory'
import { useSubcategories, useSubcategoryPage } from '../api/get-subcategories'
import { useMoveAndDeleteSubcategory } from '../api/move-and-delete-subcategory'
import { MoveAndDeleteDialog } from './move-and-delete-dialog'
import { SubcategoriesTable } from './subcategories-table'
import { SubcategoryFacts } from './subcategory-facts'
import { SUBCATEGORY_SORT_KEYS, type SubcategorySortKey } from './subcategory-rows'

/** The subcategories screen's list in the URL: by id, the seed's 10 a page. */
const SUBCATEGORIES_LIST = {
  sortKeys: SUBCATEGORY_SORT_KEYS,
  defaultSort: 'id' as const,
  options: { defaultLimit: PAGE_SIZES.subcategories },
}

/** The page a view shows, named in the language names are shown in (decision 025). */
function useSubcategoriesPage(view: ListView<SubcategorySortKey>) {
  const lang = useNameLanguage()
  const { page, limit, search, sort, order } = view
  return useSubcategoryPage(
    { page, limit, search: search || undefined, sort, order, lang },
    { enabled: hasToken() },
  )
}

type SubcategoriesListProps = {
  /** Called after a deletion, so the app layer can refresh figures other features show. */
  onDeleted?: () => void
}

/** The subcategories screen: search, sort and pages by the server, kept in the URL. */
export function SubcategoriesList({ onDeleted }: SubcategoriesListProps) {
  const t = useT()
  const signedIn = hasToken()
  const {
    view,
    setPage,
    setSearch,
    toggleSort,
    query: subcategories,
    meta,
    totalPages,
  } = usePagedList(SUBCATEGORIES_LIST, useSubcategoriesPage)
  const deletion = useDeleteSubcategory({ onSuccess: onDeleted })
  const moving = useMoveAndDeleteSubcategory({ onSuccess: onDeleted })
  const [toMove, setToMove] = useState<Subcategory | null>(null)
  // The move dialog offers every other subcategory of the category: asked when it opens.
  const all = useSubcategories({ enabled: signedIn && toMove !== null })
  const [feedback, setFeedback] = useState<Outcome | null>(null)
  const [shown, setShown] = useState<Subcategory | null>(null)

  const moveAndDelete = (targetId: number) => {
    if (!toMove) return
    const { id, name } = toMove
    setFeedback(null)
    moving.mutate(
      { id, targetId },
      {
        onSuccess: ({ moved }) =>
          setFeedback({
            tone: 'success',
            message: t('subcategories.moved', { name, count: moved }),
          }),
        onError: (error) =>
          setFeedback({
            tone: 'error',
            message: errorMessage(error, t('subcategories.deleteFailed')),
          }),
        onSettled: () => setToMove(null),
      },
    )
  }

  const remove = (subcategory: Subcategory) => {
    // Still in use: offer to move its products first instead of a delete the server refuses.
    if (subcategory.productCount > 0) {
      setFeedback(null)
      setToMove(subcategory)
      return
    }
    if (!window.confirm(t('subcategories.confirmDelete'))) return
    setFeedback(null)
    deletion.mutate(subcategory.id, {
      onSuccess: () =>
        setFeedback({
          tone: 'success',
          message: t('subcategories.deleted', { name: subcategory.name }),
        }),
      onError: (error) => {
        const failed = t('subcategories.deleteFailed')
        // The server says why it refused (a subcategory still used by products, say).
        const reason =
          error instanceof ApiError && error.fromServer && isClientError(error) ? error.message : ''
        setFeedback({ tone: 'error', message: reason ? `${failed} ${reason}` : failed })
      },
    })
  }

  return (
    <ListCard
      search={{
        value: view.search,
        onSearch: setSearch,
        label: t('subcategories.search'),
        placeholder: t('subcategories.searchPlaceholder'),
      }}
      summary={
        meta
          ? meta.total === 1
            ? t('subcategories.totalOne')
            : t('subcategories.total', { count: meta.total })
          : null
      }
      notice={<OutcomeNotice outcome={feedback} onDismiss={() => setFeedback(null)} />}
      pager={subcategories.data && { page: view.page, totalPages, onPageChange: setPage }}
    >
      {signedIn ? (
        <ListBody
          query={subcategories}
          rows={subcategories.data?.data}
          failed={t('subcategories.loadFailed')}
          loading={
            <div className="flex min-h-60 items-center justify-center">
              <Spinner label={t('subcategories.loading')} />
            </div>
          }
          empty={t('subcategories.empty')}
          onClearSearch={view.search ? () => setSearch('') : undefined}
          table={(rows) => (
            <SubcategoriesTable
              rows={rows ?? []}
              sort={view.sort}
              order={view.order}
              onSort={toggleSort}
              onShowDetails={setShown}
              onDelete={remove}
              busyId={deletion.isPending ? (deletion.variables ?? null) : null}
            />
          )}
        />
      ) : (
        <ErrorState message={t('subcategories.authRequired')} />
      )}
      <MoveAndDeleteDialog
        key={toMove?.id ?? 'closed'}
        // Opened once the choices are in, so it never says "none" while they load.
        subcategory={all.data ? toMove : null}
        all={all.data ?? []}
        busy={moving.isPending}
        onConfirm={moveAndDelete}
        onClose={() => setToMove(null)}
      />
      <ModalDialog
        open={shown !== null}
        title={t('subcategoryDetails.title')}
        closeLabel={t('subcategoryDetails.close')}
        onClose={() => setShown(null)}
      >
        {shown ? <SubcategoryFacts subcategory={shown} /> : null}
      </ModalDialog>
    </ListCard>
  )
}
