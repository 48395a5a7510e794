import { can, type Permission } from '@rihla/contract/permissions'
import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'
import {
  getActivityQueryOptions,
  RECENT_ACTIVITY_LIMIT,
} from '@/features/dashboard/api/get-activity'
import { getStatsQueryOptions } from '@/features/dashboard/api/get-stats'
import { getMyListingsQueryOptions } from '@/features/my-listings/api/get-my-listings'
import { myListingsQueryAt } from '@/features/my-listings/api/my-listings-query'
import { getProductQueryOptions } from '@/features/products/api/get-product'
import {
  getProductsQueryOptions,
  RECENT_PRODUCTS_QUERY,
} from '@/features/products/api/get-products'
import { productsQueryAt } from '@/features/products/api/products-list-query'
import { getStaffQueryOptions } from '@/features/users/api/get-staff'
import { getUserQueryOptions } from '@/features/users/api/get-user'
import { getUsersQueryOptions, RECENT_USERS_QUERY } from '@/features/users/api/get-users'
import { usersQueryAt } from '@/features/users/api/users-list-query'
import { getWaitingProductQueryOptions } from '@/features/waiting-products/api/get-waiting-product'
import { getWaitingProductsQueryOptions } from '@/features/waiting-products/api/get-waiting-products'
import { waitingProductsQueryAt } from '@/features/waiting-products/api/waiting-list-query'
import { parseId } from '@/lib/route-params'
import { hasToken, role } from '@/lib/storage'

/** Where the router is going: the address and its route's parameters. */
export type Destination = { url: URL; params: Params }

type Prefetch = (queryClient: QueryClient, to: Destination) => void

/**
 * The calls each screen makes first, started by its route's loader with the screen's own query
 * options, so the screen finds them under the same key; each asks only what the screen would.
 */
export const routeData = {
  dashboard: (queryClient) => {
    if (!allowed('dashboard.read')) return
    void queryClient.prefetchQuery(getStatsQueryOptions())
    void queryClient.prefetchQuery(getActivityQueryOptions(RECENT_ACTIVITY_LIMIT))
    void queryClient.prefetchQuery(getUsersQueryOptions(RECENT_USERS_QUERY))
    void queryClient.prefetchQuery(getProductsQueryOptions(RECENT_PRODUCTS_QUERY))
  },
  users: (queryClient, { url }) => {
    if (!allowed('users.read')) return
    void queryClient.prefetchQuery(getUsersQueryOptions(usersQueryAt(url.searchParams)))
  },
  user: (queryClient, { params }) => {
    const id = parseId(params.id)
    if (!allowed('users.read') || id === null) return
    void queryClient.prefetchQuery(getUserQueryOptions(id))
  },
  products: (queryClient, { url }) => {
    if (!allowed('products.read')) return
    void queryClient.prefetchQuery(getProductsQueryOptions(productsQueryAt(url.searchParams)))
  },
  // Any signed-in role reads an approved product's page.
  product: (queryClient, { params }) => {
    const id = parseId(params.id)
    if (!hasToken() || id === null) return
    void queryClient.prefetchQuery(getProductQueryOptions(id))
  },
  myListings: (queryClient, { url }) => {
    if (!allowed('products.own')) return
    void queryClient.prefetchQuery(getMyListingsQueryOptions(myListingsQueryAt(url.searchParams)))
  },
  waitingProducts: (queryClient, { url }) => {
    if (!allowed('queue.read')) return
    const query = waitingProductsQueryAt(url.searchParams)
    void queryClient.prefetchQuery(getWaitingProductsQueryOptions(query))
  },
  waitingProduct: (queryClient, { params }) => {
    const id = parseId(params.id)
    if (!allowed('queue.read') || id === null) return
    void queryClient.prefetchQuery(getWaitingProductQueryOptions(id))
  },
  staff: (queryClient) => {
    if (!allowed('staff.manage')) return
    void queryClient.prefetchQuery(getStaffQueryOptions())
  },
} satisfies Record<string, Prefetch>

export type RouteDataName = keyof typeof routeData

/** Signed in with a role the screen serves (the screen's own `RequirePermission`). */
function allowed(permission: Permission): boolean {
  return hasToken() && can(role(), permission)
}
