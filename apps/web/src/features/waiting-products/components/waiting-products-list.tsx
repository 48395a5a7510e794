import type { BulkAction, Product, RejectBody, WaitingListItem } from '@rihla/contract/products'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ListSection } from '@/components/layouts/list-panel'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { ExportButton } from '@/components/ui/export-button'
import { NewRowsBar } from '@/components/ui/new-rows-bar'
import { OutcomeNotice } from '@/components/ui/notice'
import { pagerMore } from '@/components/ui/pager'
import { Spinner } from '@/components/ui/spinner'
import { UndoToast } from '@/components/ui/undo-toast'
import { countProductFilters, ProductFilters, productFilterQuery } from '@/features/products'
import { useHeldArrivals } from '@/hooks/use-held-arrivals'
import { useMediaQuery } from '@/hooks/use-media-query'
import { usePagedList } from '@/hooks/use-paged-list'
import { useT } from '@/i18n/i18n'
import { useOthersClaims } from '../api/claims'
import { useDecidedMap } from '../api/decided-by'
import { exportWaitingProducts } from '../api/export-waiting-products'
import { useWaitingProducts } from '../api/get-waiting-products'
import {
  QUEUE_PAGE_SIZE,
  signalFilterOf,
  WAITING_LIST,
  waitingProductsQuery,
} from '../api/waiting-list-query'
import { BulkActionsBar } from './bulk-actions-bar'
import { CaughtUp } from './caught-up'
import { ChangedDialog } from './changed-dialog'
import type { LiveRows } from './live-labels'
import { QueueShortcutsDialog } from './queue-shortcuts-dialog'
import { RejectDialog } from './reject-dialog'
import { SignalFilter } from './signal-filter'
import { TakeOverDialog } from './take-over-dialog'
import { queueRowOf, useFocusClaim } from './use-focus-claim'
import { type Reviewed, useQueueDecisions } from './use-queue-decisions'
import { useQueueShortcuts } from './use-queue-shortcuts'
import { WaitingPresence } from './waiting-presence'
import { WaitingProductsCards } from './waiting-products-cards'
import { WaitingProductsTable } from './waiting-products-table'
import { WaitingSortBar } from './waiting-sort-bar'

const NO_PRODUCTS: WaitingListItem[] = []

/**
 * The approval queue, 10 a page and oldest first: a table from the `md` breakpoint, cards below
 * it. Approve acts at once; Reject asks why (a reason the seller reads, and a note); either can
 * be undone while the server's undo window lasts.
 * Several products can be selected and decided in one request, and the keyboard drives it all
 * (j, k, a, r, x, ?): after a decision on the focused row, the focus goes on to the next row
 * (the previous one after the last).
 */
/** The page of the queue a view shows; the route's loader asks for the same page. */
const useWaitingPage = (view: Parameters<typeof waitingProductsQuery>[0]) =>
  useWaitingProducts(waitingProductsQuery(view))

export function WaitingProductsList() {
  const t = useT()
  const wide = useMediaQuery('(min-width: 768px)')
  const {
    view,
    setPage,
    setSearch,
    setSort,
    setLimit,
    setFilters,
    toggleSort,
    countAll,
    query: queue,
  } = usePagedList(WAITING_LIST, useWaitingPage)
  const filterQuery = productFilterQuery(view.filters)
  const signal = signalFilterOf(view.filters) ?? ''
  // Live: other moderators' claims and decisions on the rows; a row focused a moment is claimed.
  const claims = useOthersClaims()
  const decided = useDecidedMap()
  const live: LiveRows = { claims, decided }
  useFocusClaim()
  const decisions = useQueueDecisions({ claimOf: (id) => claims.get(id) })
  const [toReject, setToReject] = useState<Reviewed | null>(null)
  const [rejectSelected, setRejectSelected] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set())
  const [focusedId, setFocusedId] = useState<number | null>(null)
  const data = queue.data
  // Products submitted while the list is read wait behind "N new products — show".
  const arrivals = useHeldArrivals('waiting', data?.products ?? NO_PRODUCTS, queue.refetch)
  const products = arrivals.rows
  // A selection can span pages; the page's box shows how much of this page is in it.
  const selected = [...selectedIds].sort((a, b) => a - b)
  const selectedOnPage = products.filter((p) => selectedIds.has(p.id)).length
  const focused = products.find((p) => p.id === focusedId) ?? null
  const dialogOpen =
    helpOpen ||
    rejectSelected ||
    toReject !== null ||
    decisions.takeOver !== null ||
    decisions.changed !== null
  // Each selected listing as its row last showed it (a selection spans pages): a bulk decision
  // names the version shown (decision 052).
  const shownRows = useRef(new Map<number, Reviewed>())
  for (const product of products) shownRows.current.set(product.id, product)

  // A row focused by Tab or a click is the one the keys act on, as one reached by j and k.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const id = queueRowOf(event.target)
      if (id !== null) setFocusedId(id)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])

  // The row to focus once a decision is done and its dialog closed (the dialog gives the focus
  // back to its opener as it closes; this runs after that).
  const focusAfter = useRef<number | null>(null)
  useEffect(() => {
    const id = focusAfter.current
    if (id === null || dialogOpen) return
    focusAfter.current = null
    document.querySelector<HTMLElement>(`[data-queue-row="${id}"]`)?.focus()
  })

  /**
   * Before deciding `product`: when it is the row the keys act on (or holds the focus), the
   * row after it (before it when last) to go on with once it is decided.
   */
  const nextAfter = (product: Product): number | null => {
    const active = document.activeElement
    const holdsFocus =
      active instanceof HTMLElement &&
      (queueRowOf(active) === product.id ||
        active.closest('tr, li, article')?.querySelector(`[data-queue-row="${product.id}"]`) !=
          null)
    if (product.id !== focusedId && !holdsFocus) return null
    const index = products.findIndex((p) => p.id === product.id)
    if (index === -1) return null
    return (products[index + 1] ?? products[index - 1])?.id ?? null
  }
  const goOnWith = (id: number | null) => {
    if (id === null) return
    setFocusedId(id)
    focusAfter.current = id
  }

  const select = (ids: number[], add: boolean) =>
    setSelectedIds((previous) => {
      const next = new Set(previous)
      for (const id of ids) {
        if (add) next.add(id)
        else next.delete(id)
      }
      return next
    })

  const toggleSelect = (product: Product) => {
    setFocusedId(product.id)
    select([product.id], !selectedIds.has(product.id))
  }

  // A product decided on its own leaves the selection with the queue.
  const approveOne = async (product: Reviewed, takeOver = false) => {
    if (decided[product.id]) return
    const next = nextAfter(product)
    if (await decisions.approve(product, takeOver)) {
      select([product.id], false)
      goOnWith(next)
    }
  }

  // Asked before the dialog opens: the dialog then holds the focus.
  const rejectNext = useRef<number | null>(null)
  const askReject = (product: Reviewed) => {
    if (decided[product.id]) return
    decisions.setOutcome(null)
    rejectNext.current = nextAfter(product)
    setToReject(product)
  }

  useQueueShortcuts(!dialogOpen, {
    onMove: (step) => {
      if (products.length === 0) return
      const index = products.findIndex((p) => p.id === focusedId)
      const next =
        products[index === -1 ? 0 : Math.min(Math.max(index + step, 0), products.length - 1)]
      if (!next) return
      setFocusedId(next.id)
      document.querySelector<HTMLElement>(`[data-queue-row="${next.id}"]`)?.focus()
    },
    onApprove: () => {
      if (focused) void approveOne(focused)
    },
    onReject: () => {
      if (focused) askReject(focused)
    },
    onToggle: () => {
      if (focused) toggleSelect(focused)
    },
    onHelp: () => setHelpOpen(true),
  })

  // Rejecting a product another moderator reviews says so in the question.
  const rejectMessage = (product: Product | null) => {
    const question = t('waiting.rejectConfirm', { title: product?.title ?? '' })
    const claim = product ? claims.get(product.id) : undefined
    return claim ? `${question} ${t('live.rejectClaimed', { name: claim.name })}` : question
  }

  const confirmReject = async (why: RejectBody, product = toReject) => {
    if (!product) return
    if (await decisions.reject(product, why)) {
      select([product.id], false)
      goOnWith(rejectNext.current)
    }
    setToReject(null)
  }

  // `asNow`: listings that changed since shown, as they are now (decision 052).
  const decideSelected = async (action: BulkAction, why?: RejectBody, asNow: Reviewed[] = []) => {
    for (const product of asNow) shownRows.current.set(product.id, product)
    const listings = selected.flatMap((id) => shownRows.current.get(id) ?? [])
    const done = await decisions.decideMany(action, listings, why)
    // Products skipped (another moderator reviews them) stay selected.
    if (done) select(done, false)
    setRejectSelected(false)
  }

  const actions = {
    onApprove: (product: Product) => void approveOne(product),
    onReject: askReject,
    busyId: decisions.busyId,
    selectedIds,
    onToggleSelect: toggleSelect,
    focusedId: focused?.id ?? null,
    live,
  }

  let body: ReactNode
  if (queue.isError && !data) {
    body = (
      <ErrorState
        message={t('waiting.loadFailed')}
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    )
  } else if (!data) {
    body = <Spinner label={t('common.loading')} className="flex justify-center py-12" />
  } else if (products.length === 0) {
    body = (
      <>
        <NewRowsBar count={arrivals.count} onShow={arrivals.show} />
        {/* Nothing waits at all (not merely nothing matching): the queue is done. */}
        {view.search || view.page > 1 || Object.values(view.filters).some(Boolean) ? (
          <EmptyState
            message={t('waiting.empty')}
            onClearSearch={view.search ? () => setSearch('') : undefined}
          />
        ) : (
          <CaughtUp />
        )}
      </>
    )
  } else {
    body = (
      <>
        <NewRowsBar count={arrivals.count} onShow={arrivals.show} />
        <BulkActionsBar
          selected={selected.length}
          selectedOnPage={selectedOnPage}
          onPage={products.length}
          onSelectPage={(add) =>
            select(
              products.map((p) => p.id),
              add,
            )
          }
          onApprove={() => void decideSelected('approve')}
          onReject={() => {
            decisions.setOutcome(null)
            setRejectSelected(true)
          }}
          onShortcuts={() => setHelpOpen(true)}
          busy={decisions.bulkBusy}
        />
        {wide ? (
          <WaitingProductsTable
            products={products}
            sort={view.sort}
            order={view.order}
            onSort={toggleSort}
            busy={queue.isPlaceholderData}
            {...actions}
          />
        ) : (
          <WaitingProductsCards products={products} busy={queue.isPlaceholderData} {...actions} />
        )}
      </>
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('waiting.title')}
          </h1>
          <p className="mt-1 text-sm text-slate-500">{t('waiting.subtitle')}</p>
        </div>
        <WaitingPresence />
      </div>
      <OutcomeNotice outcome={decisions.outcome} onDismiss={() => decisions.setOutcome(null)} />
      <ListSection
        label={t('waiting.title')}
        toolbarClassName="flex flex-wrap items-center justify-between gap-2 sm:gap-3"
        search={{
          value: view.search,
          onSearch: setSearch,
          label: t('waiting.search'),
          placeholder: t('waiting.searchPlaceholder'),
        }}
        toolbar={
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            {!wide ? (
              <WaitingSortBar sort={view.sort} order={view.order} onChange={setSort} />
            ) : null}
            {queue.isPlaceholderData ? <Spinner label={t('common.loading')} /> : null}
            <ExportButton
              onExport={() =>
                exportWaitingProducts({
                  search: view.search || undefined,
                  sort: view.sort,
                  order: view.order,
                  ...filterQuery,
                  ...(signal ? { signal } : {}),
                })
              }
              onError={(message) => decisions.setOutcome({ tone: 'error', message })}
            />
          </div>
        }
        filterCount={countProductFilters(view.filters) + (signal ? 1 : 0)}
        filters={
          <ProductFilters
            idPrefix="waiting-filter"
            value={view.filters}
            onChange={setFilters}
            extra={{
              controls: (
                <SignalFilter
                  id="waiting-filter-signal"
                  value={signal}
                  onChange={(next) => setFilters({ signal: next })}
                />
              ),
              set: signal !== '',
              cleared: { signal: '' },
            }}
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
        pageSize={{
          value: view.limit,
          defaultValue: QUEUE_PAGE_SIZE,
          seedValue: WAITING_LIST.options.seedLimit,
          onChange: setLimit,
        }}
      >
        {body}
      </ListSection>
      <RejectDialog
        open={toReject !== null}
        title={t('waiting.rejectTitle')}
        message={rejectMessage(toReject)}
        confirmLabel={t('waiting.reject')}
        subject={String(toReject?.id ?? '')}
        busy={decisions.rejecting}
        onConfirm={(why) => void confirmReject(why)}
        onCancel={() => setToReject(null)}
      />
      <RejectDialog
        open={rejectSelected}
        title={t('waiting.bulkRejectTitle')}
        message={t('waiting.bulkRejectConfirm', { count: selected.length })}
        confirmLabel={t('waiting.rejectSelected')}
        subject={selected.join(',')}
        busy={decisions.rejecting}
        onConfirm={(why) => void decideSelected('reject', why)}
        onCancel={() => setRejectSelected(false)}
      />
      <TakeOverDialog
        ask={decisions.takeOver}
        busy={decisions.busyId !== null}
        onConfirm={(product) => void approveOne(product, true)}
        onCancel={decisions.cancelTakeOver}
      />
      <ChangedDialog
        ask={decisions.changed}
        busy={decisions.busyId !== null || decisions.bulkBusy}
        onConfirm={({ decision, bulk, listings }) => {
          const now = listings.map((listing) => listing.now)
          const why = decision.action === 'reject' ? decision.why : undefined
          if (bulk) void decideSelected(decision.action, why, now)
          else if (now[0] && why) void confirmReject(why, now[0])
          else if (now[0]) void approveOne(now[0])
        }}
        onCancel={decisions.cancelChanged}
      />
      <QueueShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <UndoToast
        offer={decisions.undo}
        undoing={decisions.undoing}
        onDismiss={decisions.dismissUndo}
      />
    </div>
  )
}
