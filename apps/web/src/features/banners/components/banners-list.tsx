import type { Banner } from '@rihla/contract/banners'
import { PAGE_SIZES } from '@rihla/contract/constants'
import { can } from '@rihla/contract/permissions'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Notice } from '@/components/ui/notice'
import { PageSizeSelect } from '@/components/ui/page-size-select'
import { Pager } from '@/components/ui/pager'
import { Spinner } from '@/components/ui/spinner'
import { pageSizeChoices } from '@/hooks/use-list-view'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { hasToken, role } from '@/lib/storage'
import { useDeleteBanner } from '../api/delete-banner'
import { useBanners } from '../api/get-banners'
import { BannerCard } from './banner-card'

type Feedback = { tone: 'success' | 'error'; message: string }
const PAGE_SIZE = PAGE_SIZES.banners

/** `?page=&limit=`, without the defaults. */
function pageParams(page: number, limit: number): Record<string, string> {
  return {
    ...(page > 1 ? { page: String(page) } : {}),
    ...(limit !== PAGE_SIZE ? { limit: String(limit) } : {}),
  }
}

/**
 * The page in view and its size, from `?page=&limit=`, so a reload or a shared link shows the
 * same banners; a new size starts again at page 1.
 */
function usePageParam() {
  const [params, setParams] = useSearchParams()
  const value = Number(params.get('page'))
  const page = Number.isInteger(value) && value >= 1 ? value : 1
  const size = Number(params.get('limit'))
  const limit = pageSizeChoices(PAGE_SIZE).includes(size) ? size : PAGE_SIZE
  const setPage = useCallback(
    (next: number, replace = false) => setParams(pageParams(next, limit), { replace }),
    [setParams, limit],
  )
  const setLimit = useCallback((next: number) => setParams(pageParams(1, next)), [setParams])
  return { page, limit, setPage, setLimit }
}

/** The card a message stands in while there is no grid to show. */
function Box({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">{children}</div>
}

type BannersListProps = {
  /** Called after a deletion, so the app layer can refresh figures other features show. */
  onDeleted?: () => void
}

/** The banners grid, 3 a page, with a page count from the real total (`X-Total-Count`). */
export function BannersList({ onDeleted }: BannersListProps) {
  // Deleting is `banners.write`: no delete button the server would refuse (decision 025).
  const mayDelete = can(role(), 'banners.write')
  const t = useT()
  const signedIn = hasToken()
  const { page, limit, setPage, setLimit } = usePageParam()
  const banners = useBanners(page, limit, { enabled: signedIn })
  const deletion = useDeleteBanner({ onSuccess: onDeleted })
  const [toDelete, setToDelete] = useState<Banner | null>(null)
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const total = banners.data?.total ?? 0
  const totalPages = Math.ceil(total / limit)

  // After a deletion empties the last page (or for a stale link), go back to the last one.
  useEffect(() => {
    if (!banners.data || banners.isPlaceholderData || page === 1) return
    if (page > totalPages) setPage(Math.max(totalPages, 1), true)
  }, [banners.data, banners.isPlaceholderData, page, totalPages, setPage])

  const confirmDelete = () => {
    if (!toDelete) return
    setFeedback(null)
    deletion.mutate(toDelete.id, {
      onSuccess: () => setFeedback({ tone: 'success', message: t('banners.deleted') }),
      onError: () => setFeedback({ tone: 'error', message: t('banners.deleteFailed') }),
      onSettled: () => setToDelete(null),
    })
  }

  let body: ReactNode
  if (!signedIn)
    body = (
      <Box>
        <ErrorState message={t('banners.authRequired')} />
      </Box>
    )
  else if (banners.isError && !banners.data) {
    body = (
      <Box>
        <ErrorState message={t('banners.loadFailed')} onRetry={() => void banners.refetch()} />
      </Box>
    )
  } else if (!banners.data) {
    body = (
      <Box>
        <div className="flex min-h-60 items-center justify-center">
          <Spinner label={t('banners.loading')} />
        </div>
      </Box>
    )
  } else if (banners.data.banners.length === 0) {
    body = (
      <Box>
        <EmptyState className="min-h-60" message={t('banners.empty')} />
      </Box>
    )
  } else {
    body = (
      <ul
        aria-busy={banners.isPlaceholderData}
        className={cn(
          'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
          banners.isPlaceholderData && 'opacity-60 transition-opacity',
        )}
      >
        {banners.data.banners.map((banner) => (
          <BannerCard
            key={banner.id}
            banner={banner}
            busy={deletion.isPending && deletion.variables === banner.id}
            onDelete={mayDelete ? setToDelete : undefined}
          />
        ))}
      </ul>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      {banners.data ? (
        <p className="text-sm text-slate-500">
          {total === 1 ? t('banners.totalOne') : t('banners.total', { count: total })}
        </p>
      ) : null}
      {feedback ? (
        <Notice
          tone={feedback.tone}
          message={feedback.message}
          onDismiss={() => setFeedback(null)}
        />
      ) : null}
      {body}
      {banners.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <Pager page={page} totalPages={totalPages} onPageChange={(next) => setPage(next)} />
          </div>
          <PageSizeSelect value={limit} defaultValue={PAGE_SIZE} onChange={setLimit} />
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('banners.confirmTitle')}
        message={t('banners.confirmMessage')}
        confirmLabel={t('banners.confirm')}
        busyLabel={t('banners.deleting')}
        cancelLabel={t('banners.cancel')}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  )
}
