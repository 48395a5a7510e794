import { PAGE_SIZES } from '@rihla/contract/constants'
import { PRODUCT_SORT_KEYS, type Product } from '@rihla/contract/products'
import { type ReactNode, useEffect, useState } from 'react'
import { ListSection } from '@/components/layouts/list-panel'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useListView } from '@/hooks/use-list-view'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useT } from '@/i18n/i18n'
import { hasToken } from '@/lib/storage'
import { useApproveProduct } from '../api/approve-product'
import { useWaitingProducts } from '../api/get-waiting-products'
import { useRejectProduct } from '../api/reject-product'
import { WaitingProductsCards } from './waiting-products-cards'
import { WaitingProductsTable } from './waiting-products-table'
import { WaitingSortBar } from './waiting-sort-bar'

/**
 * The approval queue, 2 a page: a table from the `md` breakpoint, cards below it. Approve acts
 * at once; Reject (a delete) asks first. Outcomes show in an alert region, not window.alert.
 */
export function WaitingProductsList() {
  const t = useT()
  const wide = useMediaQuery('(min-width: 768px)')
  const { view, setPage, setSearch, setSort, toggleSort } = useListView(PRODUCT_SORT_KEYS, 'id')
  const queue = useWaitingProducts({
    page: view.page,
    limit: PAGE_SIZES.waitingProducts,
    search: view.search || undefined,
    sort: view.sort,
    order: view.order,
  })
  const approval = useApproveProduct()
  const rejection = useRejectProduct()
  const [toReject, setToReject] = useState<Product | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const data = queue.data

  // Approving or rejecting the last product of the last page leaves that page empty.
  useEffect(() => {
    if (!data || queue.isPlaceholderData) return
    if (data.totalPages > 0 && view.page > data.totalPages) setPage(data.totalPages, true)
  }, [data, queue.isPlaceholderData, view.page, setPage])

  const approve = async (product: Product) => {
    setOutcome(null)
    if (!hasToken()) return setOutcome({ tone: 'error', message: t('waiting.tokenMissing') })
    try {
      await approval.mutateAsync(product.id)
      setOutcome({ tone: 'success', message: t('waiting.approved', { title: product.title }) })
    } catch {
      setOutcome({ tone: 'error', message: t('waiting.approveFailed') })
    }
  }

  const reject = async () => {
    const product = toReject
    if (!product) return
    if (!hasToken()) {
      setToReject(null)
      return setOutcome({ tone: 'error', message: t('waiting.tokenMissing') })
    }
    try {
      await rejection.mutateAsync(product.id)
      setOutcome({ tone: 'success', message: t('waiting.rejected', { title: product.title }) })
    } catch {
      setOutcome({ tone: 'error', message: t('waiting.rejectFailed') })
    } finally {
      setToReject(null)
    }
  }

  const actions = {
    onApprove: (product: Product) => void approve(product),
    onReject: (product: Product) => {
      setOutcome(null)
      setToReject(product)
    },
    busyId: approval.isPending
      ? (approval.variables ?? null)
      : rejection.isPending
        ? (rejection.variables ?? null)
        : null,
  }

  let body: ReactNode
  if (queue.isError && !data) {
    body = <ErrorState message={t('waiting.loadFailed')} onRetry={() => void queue.refetch()} />
  } else if (!data) {
    body = <Spinner label={t('common.loading')} className="flex justify-center py-12" />
  } else if (data.products.length === 0) {
    body = <EmptyState message={t('waiting.empty')} />
  } else if (wide) {
    body = (
      <WaitingProductsTable
        products={data.products}
        sort={view.sort}
        order={view.order}
        onSort={toggleSort}
        busy={queue.isPlaceholderData}
        {...actions}
      />
    )
  } else {
    body = (
      <WaitingProductsCards products={data.products} busy={queue.isPlaceholderData} {...actions} />
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('waiting.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-500">{t('waiting.subtitle')}</p>
      </div>
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <ListSection
        label={t('waiting.title')}
        toolbarClassName="flex flex-wrap items-center justify-between gap-3"
        search={{
          value: view.search,
          onSearch: setSearch,
          label: t('waiting.search'),
          placeholder: t('waiting.searchPlaceholder'),
        }}
        toolbar={
          <>
            {!wide ? (
              <WaitingSortBar sort={view.sort} order={view.order} onChange={setSort} />
            ) : null}
            {queue.isPlaceholderData ? <Spinner label={t('common.loading')} /> : null}
          </>
        }
        pager={
          data ? { page: view.page, totalPages: data.totalPages, onPageChange: setPage } : null
        }
      >
        {body}
      </ListSection>
      <ConfirmDialog
        open={toReject !== null}
        title={t('waiting.rejectTitle')}
        message={t('waiting.rejectConfirm', { title: toReject?.title ?? '' })}
        confirmLabel={t('waiting.reject')}
        busyLabel={t('waiting.rejecting')}
        cancelLabel={t('waiting.cancel')}
        busy={rejection.isPending}
        onConfirm={() => void reject()}
        onCancel={() => setToReject(null)}
      />
    </div>
  )
}
