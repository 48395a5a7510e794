import { PAGE_SIZES } from '@rihla/contract/constants'
import type { Product, ProductStatus } from '@rihla/contract/products'
import { useMemo, useState } from 'react'
import { ListBody } from '@/components/layouts/list-body'
import { ListPage } from '@/components/layouts/list-page'
import { ListSection } from '@/components/layouts/list-panel'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ExportButton } from '@/components/ui/export-button'
import { NewRowsBar } from '@/components/ui/new-rows-bar'
import { type Outcome, OutcomeNotice } from '@/components/ui/notice'
import { pagerMore } from '@/components/ui/pager'
import { type UndoOffer, UndoToast } from '@/components/ui/undo-toast'
import { paths } from '@/config/paths'
import { useHeldArrivals } from '@/hooks/use-held-arrivals'
import { usePagedList } from '@/hooks/use-paged-list'
import { useNameLanguage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import type { ArrivalList } from '@/lib/live/arrivals'
import { hasToken } from '@/lib/storage'
import { useDeleteProduct } from '../api/delete-product'
import { exportProducts } from '../api/export-products'
import { useProducts } from '../api/get-products'
import { useWilayas } from '../api/get-wilayas'
import {
  PRODUCTS_LIST,
  productFilterQuery,
  productListFilterQuery,
  productStatusOf,
  productsQuery,
} from '../api/products-list-query'
import { useRestoreProduct } from '../api/restore-product'
import { countProductFilters, ProductFilters } from './product-filters'
import { ProductsTable } from './products-table'

/**
 * The products screen: search, sort, page, page size (7 by default) and the status, category,
 * subcategory and wilaya filters live in the URL and apply on the server. Delete asks first, then reloads the list.
 */
const NO_ROWS: Product[] = []

/**
 * Which arrivals a status's rows wait behind the "new products" bar: products approved or
 * added approved, listings added to the queue, listings rejected (app/live/apply-event.ts).
 */
const ARRIVALS: Record<ProductStatus, ArrivalList> = {
  approved: 'products',
  pending: 'waiting',
  rejected: 'rejected',
}

/** What an empty page says when nothing but the status narrows it. */
const EMPTY = {
  approved: 'products.empty',
  pending: 'products.emptyPending',
  rejected: 'products.emptyRejected',
} as const satisfies Record<ProductStatus, string>

/** The page of products a view shows; the route's loader asks for the same page. */
const useProductsPage = (view: Parameters<typeof productsQuery>[0]) =>
  useProducts(productsQuery(view))

export function ProductsList() {
  const t = useT()
  const {
    view,
    setPage,
    setSearch,
    setLimit,
    setFilters,
    toggleSort,
    countAll,
    query: products,
  } = usePagedList(PRODUCTS_LIST, useProductsPage)
  const filterQuery = productListFilterQuery(view.filters)
  const status = productStatusOf(view.filters)
  // The seed loads the wilayas with the list; they name each row's wilaya.
  const wilayas = useWilayas(useNameLanguage())
  const wilayaNames = useMemo(
    () => new Map((wilayas.data ?? []).map((w) => [w.number, w.name])),
    [wilayas.data],
  )
  const deletion = useDeleteProduct()
  const [toDelete, setToDelete] = useState<Product | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const restoration = useRestoreProduct()
  const [undo, setUndo] = useState<UndoOffer | null>(null)
  // Products that join this status elsewhere while this list is read wait behind a bar.
  const arrivals = useHeldArrivals(
    ARRIVALS[status],
    products.data?.products ?? NO_ROWS,
    products.refetch,
  )
  const data = products.data ? { ...products.data, products: arrivals.rows } : undefined

  const confirmDelete = async () => {
    if (!toDelete) return
    if (!hasToken()) {
      setToDelete(null)
      setOutcome({ tone: 'error', message: t('products.tokenMissing') })
      return
    }
    const { id, title } = toDelete
    try {
      await deletion.mutateAsync(id)
      // The server keeps it a few seconds: the confirmation offers to take it back.
      setUndo({
        key: `${id}-${Date.now()}`,
        message: t('products.deleted', { title }),
        onUndo: () =>
          restoration.mutate(id, {
            onSuccess: () =>
              setOutcome({ tone: 'success', message: t('products.restored', { title }) }),
            onError: (error) =>
              setOutcome({
                tone: 'error',
                message: errorMessage(error, t('products.restoreFailed')),
              }),
            onSettled: () => setUndo(null),
          }),
      })
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('products.deleteFailed')) })
    } finally {
      setToDelete(null)
    }
  }

  // The status alone narrows nothing: each has its own empty page.
  const narrowed = view.search || Object.keys(productFilterQuery(view.filters)).length > 0
  return (
    <ListPage
      title={t('products.title')}
      add={{ label: t('products.add'), href: paths.productAdd.href() }}
    >
      <OutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />
      <ListSection
        label={t('products.title')}
        toolbarClassName="flex flex-wrap items-center justify-between gap-3"
        toolbar={
          <ExportButton
            onExport={() =>
              exportProducts({
                search: view.search || undefined,
                sort: view.sort,
                order: view.order,
                ...filterQuery,
              })
            }
            onError={(message) => setOutcome({ tone: 'error', message })}
          />
        }
        search={{
          value: view.search,
          onSearch: setSearch,
          label: t('products.search'),
          placeholder: t('products.searchPlaceholder'),
        }}
        filterCount={countProductFilters(view.filters, true)}
        filters={
          <ProductFilters
            idPrefix="products-filter"
            value={view.filters}
            onChange={setFilters}
            withStatus
          />
        }
        pager={
          data
            ? {
                page: view.page,
                totalPages: data.totalPages,
                onPageChange: setPage,
                more: pagerMore(data, data.products.length, view, countAll),
              }
            : null
        }
        pageSize={{ value: view.limit, defaultValue: PAGE_SIZES.products, onChange: setLimit }}
      >
        <ListBody
          query={products}
          rows={data?.products}
          failed={t('products.loadFailed')}
          top={<NewRowsBar count={arrivals.count} onShow={arrivals.show} />}
          empty={narrowed ? t('products.noMatch') : t(EMPTY[status])}
          onClearSearch={view.search ? () => setSearch('') : undefined}
          table={(rows) => (
            <ProductsTable
              products={rows}
              rowCount={view.limit}
              sort={view.sort}
              order={view.order}
              onSort={toggleSort}
              onDelete={(product) => {
                setOutcome(null)
                setToDelete(product)
              }}
              wilayaNames={wilayaNames}
              busyProductId={deletion.isPending ? (deletion.variables ?? null) : null}
              busy={products.isPlaceholderData}
            />
          )}
        />
      </ListSection>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('products.deleteTitle')}
        message={t('products.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('products.delete')}
        busyLabel={t('products.deleting')}
        cancelLabel={t('products.cancel')}
        busy={deletion.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
      <UndoToast offer={undo} undoing={restoration.isPending} onDismiss={() => setUndo(null)} />
    </ListPage>
  )
}
