import type { BulkAction, Product, RejectBody, WaitingListItem } from '@rihla/contract/products'
import { useState } from 'react'
import { ListBody } from '@/components/layouts/list-body'
import { ListSection } from '@/components/layouts/list-panel'
import { EmptyState } from '@/components/ui/empty-state'
import { NewRowsBar } from '@/components/ui/new-rows-bar'
import { OutcomeNotice } from '@/components/ui/notice'
import { pagerMore } from '@/components/ui/pager'
import { Spinner } from '@/components/ui/spinner'
import { UndoToast } from '@/components/ui/undo-toast'
import { useHeldArrivals } from '@/hooks/use-held-arrivals'
import { useMediaQuery } from '@/hooks/use-media-query'
import { usePagedList } from '@/hooks/use-paged-list'
import { useT } from '@/i18n/i18n'
import { useOthersClaims } from '../api/claims'
import { useDecidedMap } from '../api/decided-by'
import { useWaitingProducts } from '../api/get-waiting-products'
import { QUEUE_PAGE_SIZE, WAITING_LIST, waitingProductsQuery } from '../api/waiting-list-query'
import { BulkActionsBar } from './bulk-actions-bar'
import { CaughtUp } from './caught-up'
import { ChangedDialog } from './changed-dialog'
import type { LiveRows } from './live-labels'
import { QueueShortcutsDialog } from './queue-shortcuts-dialog'
import { countQueueFilters, QueueFilters, QueueToolbar } from './queue-toolbar'
import { RejectDialog } from './reject-dialog'
import { TakeOverDialog } from './take-over-dialog'
import { useFocusClaim } from './use-focus-claim'
import { type Reviewed, useQueueDecisions } from './use-queue-decisions'
import { useQueueFocus } from './use-queue-focus'
import { useQueueSelection } from './use-queue-selection'
import { useQueueShortcuts } from './use-queue-shortcuts'
import { WaitingPresence } from './waiting-presence'
import { WaitingProductsCards } from './waiting-products-cards'
import { WaitingProductsTable } from './waiting-products-table'

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
  // Live: other moderators' claims and decisions on the rows; a row focused a moment is claimed.
  const claims = useOthersClaims()
  const decided = useDecidedMap()
  const live: LiveRows = { claims, decided }
  useFocusClaim()
  const decisions = useQueueDecisions({ claimOf: (id) => claims.get(id) })
  const [toReject, setToReject] = useState<Reviewed | null>(null)
  // The row to go on with once it is rejected: asked before the dialog opens, which then holds
  // the focus (kept for a reject the changed-listing dialog confirms later).
  const [rejectNext, setRejectNext] = useState<number | null>(null)
  const [rejectSelected, setRejectSelected] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const data = queue.data
  // Products submitted while the list is read wait behind "N new products — show".
  const arrivals = useHeldArrivals('waiting', data?.products ?? NO_PRODUCTS, queue.refetch)
  const products = arrivals.rows
  const selection = useQueueSelection(products)
  const { selected, select } = selection
  const dialogOpen =
    helpOpen ||
    rejectSelected ||
    toReject !== null ||
    decisions.takeOver !== null ||
    decisions.changed !== null
  const focus = useQueueFocus(products, dialogOpen)
  const { focused, nextAfter, goOnWith } = focus

  const toggleSelect = (product: Product) => {
    focus.setFocusedId(product.id)
    selection.toggle(product.id)
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

  const askReject = (product: Reviewed) => {
    if (decided[product.id]) return
    decisions.setOutcome(null)
    setRejectNext(nextAfter(product))
    setToReject(product)
  }

  useQueueShortcuts(!dialogOpen, {
    onMove: focus.move,
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
      goOnWith(rejectNext)
    }
    setToReject(null)
  }

  // `asNow`: listings that changed since shown, as they are now (decision 052).
  const decideSelected = async (action: BulkAction, why?: RejectBody, asNow: Reviewed[] = []) => {
    const done = await decisions.decideMany(action, selection.listings(asNow), why)
    // Products skipped (another moderator reviews them) stay selected.
    if (done) select(done, false)
    setRejectSelected(false)
  }

  const actions = {
    onApprove: (product: Product) => void approveOne(product),
    onReject: askReject,
    busyId: decisions.busyId,
    selectedIds: selection.selectedIds,
    onToggleSelect: toggleSelect,
    focusedId: focused?.id ?? null,
    live,
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
          <QueueToolbar
            view={view}
            wide={wide}
            busy={queue.isPlaceholderData}
            onSort={setSort}
            onExportError={(message) => decisions.setOutcome({ tone: 'error', message })}
          />
        }
        filterCount={countQueueFilters(view.filters)}
        filters={<QueueFilters value={view.filters} onChange={setFilters} />}
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
        <ListBody
          query={queue}
          rows={data && products}
          failed={t('waiting.loadFailed')}
          loading={<Spinner label={t('common.loading')} className="flex justify-center py-12" />}
          top={<NewRowsBar count={arrivals.count} onShow={arrivals.show} />}
          empty={
            // Nothing waits at all (not merely nothing matching): the queue is done.
            view.search || view.page > 1 || Object.values(view.filters).some(Boolean) ? (
              <EmptyState
                message={t('waiting.empty')}
                onClearSearch={view.search ? () => setSearch('') : undefined}
              />
            ) : (
              <CaughtUp />
            )
          }
          table={() => (
            <>
              <BulkActionsBar
                selected={selected.length}
                selectedOnPage={selection.selectedOnPage}
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
                <WaitingProductsCards
                  products={products}
                  busy={queue.isPlaceholderData}
                  {...actions}
                />
              )}
            </>
          )}
        />
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
