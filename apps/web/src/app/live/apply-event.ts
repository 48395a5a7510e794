import type { ServerEvent } from '@rihla/contract/events'
import type { WaitingListResponse } from '@rihla/contract/products'
import { SIGNAL_KINDS, type SignalKind } from '@rihla/contract/signals'
import type { QueryClient } from '@tanstack/react-query'
import { appealKeys } from '@/features/appeals/api/appeal-keys'
import { bannerKeys } from '@/features/banners/api/banner-keys'
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys'
import { notificationKeys } from '@/features/notifications/api/notification-keys'
import { productKeys } from '@/features/products/api/product-keys'
import { adminKey } from '@/features/profile/api/get-admin'
import { subcategoryKeys } from '@/features/subcategories/api/subcategory-keys'
import { userKeys } from '@/features/users/api/user-keys'
import { claimEnded, claimReleased } from '@/features/waiting-products/api/claim-manager'
import { forgetClaim, storeClaim } from '@/features/waiting-products/api/claims'
import { forgetDecidedBy, storeDecidedBy } from '@/features/waiting-products/api/decided-by'
import { waitingProductKeys } from '@/features/waiting-products/api/waiting-product-keys'
import { addArrival } from '@/lib/live/arrivals'

type Key = readonly unknown[]

/** A list read a page at a time (`page` in its query): someone may be reading it. */
function isPage(key: Key): boolean {
  const query = key.at(-1)
  return typeof query === 'object' && query !== null && 'page' in query
}

/** A products page filtered on this status (the products screen's `status`). */
function isPageOf(status: string, key: Key): boolean {
  const query = key.at(-1)
  if (!isPage(key) || typeof query !== 'object' || query === null) return false
  return 'status' in query && query.status === status
}

/** A queue page filtered on its signals (`?signal=`): its rows depend on them. */
function isSignalPage(key: Key): boolean {
  const query = key.at(-1)
  return isPage(key) && typeof query === 'object' && query !== null && 'signal' in query
}

/** The kinds an event names (`data.signalKinds`), the unknown ones left out; absent: null. */
function signalKindsOf(data: ServerEvent['data']): SignalKind[] | null {
  const kinds = data?.signalKinds
  if (!Array.isArray(kinds)) return null
  return SIGNAL_KINDS.filter((kind) => kinds.includes(kind))
}

/**
 * A listing's signals changed (computed, or one dismissed): its badges change in place on the
 * queue's pages, without a reading; the pages filtered on signals, whose rows come and go with
 * them, are read again, and so are its details. Without the kinds, the queue is read again.
 */
function applySignals(queryClient: QueryClient, id: number | null, data: ServerEvent['data']) {
  const kinds = signalKindsOf(data)
  if (id !== null) void queryClient.invalidateQueries({ queryKey: waitingProductKeys.detail(id) })
  if (kinds === null || id === null) {
    void queryClient.invalidateQueries({ queryKey: waitingProductKeys.lists() })
    return
  }
  queryClient.setQueriesData<WaitingListResponse>(
    { queryKey: waitingProductKeys.lists(), predicate: (q) => !isSignalPage(q.queryKey) },
    (page) =>
      page?.products.some((product) => product.id === id)
        ? {
            ...page,
            products: page.products.map((product) =>
              product.id === id ? { ...product, signalKinds: kinds } : product,
            ),
          }
        : page,
  )
  void queryClient.invalidateQueries({
    queryKey: waitingProductKeys.lists(),
    predicate: (q) => isSignalPage(q.queryKey),
  })
}

/**
 * What one event from the stream changes on screen (decision 023). Here, in the app layer,
 * because features never import each other's query keys.
 */
export function applyEvent(queryClient: QueryClient, event: ServerEvent, me: number | null) {
  const refresh = (queryKey: Key) => void queryClient.invalidateQueries({ queryKey })
  // Marked stale: read again on the next visit or "show", not under the reader's eyes.
  const stale = (queryKey: Key) =>
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
  // Lists not read a page at a time (the dashboard's latest products) are read again.
  const unpaged = (queryKey: Key) =>
    void queryClient.invalidateQueries({ queryKey, predicate: (q) => !isPage(q.queryKey) })
  // Rows added: pages wait for "show"; the other lists are read.
  const added = (queryKey: Key) => {
    stale(queryKey)
    unpaged(queryKey)
  }
  const id = event.entityId
  const mine = event.actor !== null && event.actor.id === me
  const status = typeof event.data?.status === 'string' ? event.data.status : undefined

  switch (event.type) {
    case 'product.create':
      if (status === 'pending') {
        stale(waitingProductKeys.lists())
        // The dashboard's latest products include waiting ones; the products screen filtered
        // on waiting holds them behind the queue's arrivals.
        unpaged(productKeys.lists())
        void queryClient.invalidateQueries({
          queryKey: productKeys.lists(),
          refetchType: 'none',
          predicate: (q) => isPageOf('pending', q.queryKey),
        })
        if (id !== null && !mine) addArrival('waiting', id)
      } else {
        added(productKeys.lists())
        if (id !== null && !mine) addArrival('products', id)
      }
      return
    case 'product.approve':
    case 'product.reject': {
      if (id === null) return
      forgetClaim(queryClient, id)
      claimEnded(id)
      // Either moves it between the products screen's statuses (and the dashboard's badges).
      added(productKeys.lists())
      if (event.type === 'product.approve' && !mine) addArrival('products', id)
      // The seed's DELETE is audited as a reject too: the listing is gone, not rejected.
      if (event.type === 'product.reject' && status === 'rejected' && !mine) {
        addArrival('rejected', id)
      }
      if (mine || !event.actor) {
        refresh(waitingProductKeys.lists())
        return
      }
      // Someone else decided it: rows and open details say who and when, in place.
      storeDecidedBy(id, {
        action: event.type === 'product.approve' ? 'approve' : 'reject',
        name: event.actor.name,
        at: event.at,
      })
      stale(waitingProductKeys.lists())
      return
    }
    case 'product.restore':
    // An undone decision or a resubmitted listing is back in the queue.
    case 'product.undo':
    case 'product.resubmit':
      if (id !== null) {
        forgetDecidedBy(id)
        refresh(waitingProductKeys.detail(id))
      }
      refresh(waitingProductKeys.lists())
      refresh(productKeys.lists())
      return
    case 'product.update':
      // An edit: lists and details read again; an open edit form keeps what is
      // typed and the version it read. An owner's edit may send it back to the queue.
      refresh(productKeys.lists())
      refresh(waitingProductKeys.lists())
      if (id !== null) {
        refresh(productKeys.detail(id))
        refresh(waitingProductKeys.detail(id))
      }
      return
    case 'product.signals':
    case 'product.signal-dismiss':
      applySignals(queryClient, id, event.data)
      return
    case 'product.delete':
    case 'product.flags':
      refresh(productKeys.lists())
      if (id !== null) refresh(productKeys.detail(id))
      return
    case 'claim.take': {
      const expiresAt = event.data?.expiresAt
      if (id === null || !event.actor || typeof expiresAt !== 'string') return
      storeClaim(queryClient, {
        productId: id,
        userId: event.actor.id,
        name: event.actor.name,
        expiresAt,
      })
      return
    }
    case 'claim.release':
      if (id === null) return
      forgetClaim(queryClient, id)
      claimReleased(queryClient, id)
      return
    case 'user.block':
    case 'user.unblock':
    case 'user.invite':
    case 'user.role':
    case 'user.two-factor-reset':
    case 'user.two-factor-enable':
    case 'user.two-factor-disable':
    case 'user.erase':
      // The users list and the staff list (its key is under userKeys.all).
      refresh(userKeys.all)
      return
    case 'user.password':
    case 'user.two-factor-login':
    case 'user.data-request':
    case 'user.data-export':
      // Nothing on screen shows it but the activity log, which counts.change does not cover.
      return
    case 'user.phone':
      refresh(userKeys.all)
      refresh(adminKey)
      return
    case 'subcategory.create':
    case 'subcategory.update':
    case 'subcategory.delete':
      // An open edit form keeps what is being typed; the details are read on the next visit.
      refresh(subcategoryKeys.lists())
      stale(subcategoryKeys.details())
      return
    case 'banner.create':
    case 'banner.delete':
    case 'banner.update':
    case 'banner.image':
    case 'banner.order':
      refresh(bannerKeys.all)
      return
    case 'product.appeal':
    case 'product.appeal-uphold':
    case 'product.appeal-overturn':
      // The appeals screen, and the listing moved or stayed (decision 057).
      refresh(appealKeys.all)
      refresh(productKeys.lists())
      return
    case 'notification': {
      const userIds = event.data?.userIds
      if (Array.isArray(userIds) && userIds.includes(me)) refresh(notificationKeys.all)
      return
    }
    case 'counts.change':
      // The dashboard's figures, its activity feed and the top bar's badge.
      refresh(dashboardKeys.all)
      return
    default:
      // A newer server's event this screen does not know: nothing to do.
      return
  }
}
