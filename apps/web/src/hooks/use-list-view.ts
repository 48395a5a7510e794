import { MAX_PAGE_LIMIT } from '@rihla/contract/constants'
import { pageQuerySchema } from '@rihla/contract/pagination'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { SortOrder } from '@/components/ui/sort-header'
import { rememberedViewKey } from '@/lib/list-view-memory'

/** The page sizes a list offers beside its own default, up to the server's `MAX_PAGE_LIMIT`. */
export const PAGE_SIZE_CHOICES = [10, 25, 50, 100].filter((size) => size <= MAX_PAGE_LIMIT)

/**
 * The contract's rules for `page` and `limit` (`pageQuerySchema`), read here rather than
 * restated: the page the server would refuse is page 1, a size it would refuse is the default.
 */
const PAGE_RULE = pageQuerySchema(1).shape.page.catch(1)
const LIMIT_RULE = pageQuerySchema(1).shape.limit.unwrap()

/** What a server-side list shows; it lives in the URL so a reload or a shared link shows it too. */
export type ListView<K extends string, F extends string = never> = {
  page: number
  search: string
  sort: K
  order: SortOrder
  /** Rows a page: the list's default unless `?limit=` names one it offers. */
  limit: number
  /** Equality filters (`?category=B&wilaya=16`); an empty value is no filter. */
  filters: Partial<Record<F, string>>
  /**
   * `?count=exact`: the search's matches counted in full ("Count all") rather than up
   * to the server's cap. A new search or filter forgets it.
   */
  exactCount: boolean
}

export type ListViewOptions<F extends string> = {
  /** The list's page size by default; other sizes come from `PAGE_SIZE_CHOICES`. */
  defaultLimit?: number
  /** The seed's page size where the default departs from it: still offered (the queue's 2). */
  seedLimit?: number
  /** The names of the URL parameters that filter the list. */
  filters?: readonly F[]
  /**
   * Names the list in localStorage: its page size and filters are remembered there and come
   * back when the address carries none (decision 043); an address that carries them wins.
   */
  remember?: string
}

type Remembered = { limit?: number; filters?: Record<string, string> }

/** What a list remembers, or nothing when storage is refused or holds something unreadable. */
function recall(list: string): Remembered {
  try {
    const raw = window.localStorage.getItem(rememberedViewKey(list))
    const value: unknown = raw ? JSON.parse(raw) : null
    if (!value || typeof value !== 'object') return {}
    const { limit, filters } = value as Record<string, unknown>
    const remembered: Remembered = {}
    if (typeof limit === 'number') remembered.limit = limit
    if (filters && typeof filters === 'object') {
      remembered.filters = Object.fromEntries(
        Object.entries(filters).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    }
    return remembered
  } catch {
    return {}
  }
}

/** Keeps a list's page size and filters for the next visit; a refused storage forgets. */
function remember(list: string, limit: number, filters: Record<string, string | undefined>) {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value))
  try {
    window.localStorage.setItem(rememberedViewKey(list), JSON.stringify({ limit, filters: kept }))
  } catch {
    // Nothing sensible to do: the list simply starts from its defaults next time.
  }
}

/** The sizes a list offers: its default (and the seed's, if another) among the choices, in order. */
export function pageSizeChoices(defaultLimit: number, seedLimit?: number): number[] {
  const sizes = seedLimit ? [seedLimit, defaultLimit] : [defaultLimit]
  return [...new Set([...sizes, ...PAGE_SIZE_CHOICES])].sort((a, b) => a - b)
}

/**
 * Reads `?page=&search=&sort=&order=&limit=` and the filters, anything unreadable as its default; a
 * list that remembers fills what the address leaves out.
 */
export function parseListView<K extends string, F extends string = never>(
  params: URLSearchParams,
  sortKeys: readonly K[],
  defaultSort: K,
  { defaultLimit = 0, seedLimit, filters = [], remember: list }: ListViewOptions<F> = {},
): ListView<K, F> {
  const sort = sortKeys.find((key) => key === params.get('sort'))
  const remembered = list ? recall(list) : {}
  const asked = params.has('limit') ? params.get('limit') : remembered.limit
  const limit = LIMIT_RULE.safeParse(asked).data
  const source = filters.some((name) => params.has(name))
    ? (name: F) => params.get(name)
    : (name: F) => remembered.filters?.[name]
  const filterValues: Partial<Record<F, string>> = {}
  for (const name of filters) {
    const value = source(name)?.trim()
    if (value) filterValues[name] = value
  }
  return {
    page: PAGE_RULE.parse(params.get('page') ?? undefined),
    search: params.get('search')?.trim() ?? '',
    sort: sort ?? defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    limit:
      defaultLimit &&
      limit !== undefined &&
      pageSizeChoices(defaultLimit, seedLimit).includes(limit)
        ? limit
        : defaultLimit,
    filters: filterValues,
    exactCount: params.get('count') === 'exact',
  }
}

/**
 * What a view asks the server for, filters aside (each list maps its own): the screen and its
 * route loader both build the query with it, so they ask under the same query key.
 */
export function listQuery<K extends string, F extends string = never>(view: ListView<K, F>) {
  return {
    page: view.page,
    limit: view.limit,
    search: view.search || undefined,
    sort: view.sort,
    order: view.order,
    // Only with a search: without one, the server counts exactly anyway.
    ...(view.exactCount && view.search ? { count: 'exact' as const } : {}),
  }
}

/** Writes the view back, leaving defaults out so the plain list keeps the plain URL. */
export function listViewParams<K extends string, F extends string = never>(
  view: ListView<K, F>,
  defaultSort: K,
  defaultLimit = 0,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(view.filters) as [F, string | undefined][]) {
    if (value) params.set(name, value)
  }
  if (view.page !== 1) params.set('page', String(view.page))
  if (view.search) params.set('search', view.search)
  if (view.sort !== defaultSort || view.order !== 'asc') {
    params.set('sort', view.sort)
    params.set('order', view.order)
  }
  if (view.limit !== defaultLimit) params.set('limit', String(view.limit))
  if (view.exactCount && view.search) params.set('count', 'exact')
  return params
}

/**
 * Page, search, sort, page size and filters of a server-side list, in the URL; a change starts
 * again at page 1, and typing replaces the history entry instead of adding one.
 * @example const { view, setPage } = useListView(PRODUCT_SORT_KEYS, 'id', { defaultLimit: 7 })
 */
export function useListView<K extends string, F extends string = never>(
  sortKeys: readonly K[],
  defaultSort: K,
  options: ListViewOptions<F> = {},
) {
  const [params, setParams] = useSearchParams()
  const { defaultLimit = 0, seedLimit, filters, remember: list } = options
  const view = useMemo(
    () =>
      parseListView(params, sortKeys, defaultSort, {
        defaultLimit,
        seedLimit,
        filters,
        remember: list,
      }),
    [params, sortKeys, defaultSort, defaultLimit, seedLimit, filters, list],
  )

  const update = useCallback(
    (changes: Partial<ListView<K, F>>, replace = false) =>
      setParams(
        (previous) => {
          const next = {
            ...parseListView(previous, sortKeys, defaultSort, {
              defaultLimit,
              seedLimit,
              filters,
              remember: list,
            }),
            ...changes,
          }
          if (list) remember(list, next.limit, next.filters)
          return listViewParams(next, defaultSort, defaultLimit)
        },
        { replace },
      ),
    [setParams, sortKeys, defaultSort, defaultLimit, seedLimit, filters, list],
  )

  const setPage = useCallback(
    (page: number, replace = false) => update({ page }, replace),
    [update],
  )
  const setSearch = useCallback(
    (search: string) => update({ search, page: 1, exactCount: false }, true),
    [update],
  )
  const setSort = useCallback(
    (sort: K, order: SortOrder) => update({ sort, order, page: 1 }),
    [update],
  )
  const setLimit = useCallback((limit: number) => update({ limit, page: 1 }), [update])
  /** Sets several filters at once (a new category clears its subcategory, say). */
  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      update({ filters: { ...view.filters, ...changes }, page: 1, exactCount: false }),
    [update, view.filters],
  )
  /** "Count all": the same page, its search's matches counted in full. */
  const countAll = useCallback(() => update({ exactCount: true }), [update])
  /** A header click: a new column sorts ascending, the same column flips its direction. */
  const toggleSort = useCallback(
    (sort: K) => setSort(sort, view.sort === sort && view.order === 'asc' ? 'desc' : 'asc'),
    [setSort, view.sort, view.order],
  )

  return { view, setPage, setSearch, setSort, setLimit, setFilters, toggleSort, countAll }
}
