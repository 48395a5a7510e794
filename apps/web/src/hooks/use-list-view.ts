import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { SortOrder } from '@/components/ui/sort-header'

/** What a server-side list shows; it lives in the URL so a reload or a shared link shows it too. */
export type ListView<K extends string> = { page: number; search: string; sort: K; order: SortOrder }

/** Reads `?page=&search=&sort=&order=`; anything unreadable takes its default. */
export function parseListView<K extends string>(
  params: URLSearchParams,
  sortKeys: readonly K[],
  defaultSort: K,
): ListView<K> {
  const page = Number(params.get('page'))
  const sort = sortKeys.find((key) => key === params.get('sort'))
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    sort: sort ?? defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  }
}

/** Writes the view back, leaving defaults out so the plain list keeps the plain URL. */
export function listViewParams<K extends string>(
  view: ListView<K>,
  defaultSort: K,
): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page !== 1) params.set('page', String(view.page))
  if (view.search) params.set('search', view.search)
  if (view.sort !== defaultSort || view.order !== 'asc') {
    params.set('sort', view.sort)
    params.set('order', view.order)
  }
  return params
}

/**
 * Page, search and sort of a server-side list, read from and written to the URL. A new search
 * or sort starts again at page 1; typing replaces the history entry instead of adding one.
 * @example const { view, setPage } = useListView(PRODUCT_SORT_KEYS, 'id')
 */
export function useListView<K extends string>(sortKeys: readonly K[], defaultSort: K) {
  const [params, setParams] = useSearchParams()
  const view = useMemo(
    () => parseListView(params, sortKeys, defaultSort),
    [params, sortKeys, defaultSort],
  )

  const update = useCallback(
    (changes: Partial<ListView<K>>, replace = false) =>
      setParams(
        (previous) =>
          listViewParams(
            { ...parseListView(previous, sortKeys, defaultSort), ...changes },
            defaultSort,
          ),
        { replace },
      ),
    [setParams, sortKeys, defaultSort],
  )

  const setPage = useCallback(
    (page: number, replace = false) => update({ page }, replace),
    [update],
  )
  const setSearch = useCallback((search: string) => update({ search, page: 1 }, true), [update])
  const setSort = useCallback(
    (sort: K, order: SortOrder) => update({ sort, order, page: 1 }),
    [update],
  )
  /** A header click: a new column sorts ascending, the same column flips its direction. */
  const toggleSort = useCallback(
    (sort: K) => setSort(sort, view.sort === sort && view.order === 'asc' ? 'desc' : 'asc'),
    [setSort, view.sort, view.order],
  )

  return { view, setPage, setSearch, setSort, toggleSort }
}
