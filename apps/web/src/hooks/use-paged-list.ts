import type { PageMeta } from '@rihla/contract/pagination'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import { type ListView, type ListViewOptions, useListView } from './use-list-view'

/** What a paged list is: its sort keys, its default sort, its page size, filters and memory. */
export type PagedListDescription<K extends string, F extends string = never> = {
  sortKeys: readonly K[]
  defaultSort: K
  options?: ListViewOptions<F>
}

/** An answer carrying the contract's page meta: in `meta` (`{data, meta}`) or beside its rows. */
export type PagedAnswer = { meta: PageMeta } | PageMeta

/** The page meta of an answer, wherever its list's shape puts it. */
export function pageMetaOf(answer: PagedAnswer): PageMeta {
  return 'meta' in answer ? answer.meta : answer
}

/**
 * A server-side list in one call: its view in the URL (`useListView`), the page the
 * view asks for (`useRows`, the list's query hook), and the clamp: a page past the last one (an
 * old link, the last row of the last page removed) shows the last one, replacing the history
 * entry. A new list is a description, a query hook and a table.
 * @example const { view, query, totalPages } = usePagedList(USERS_LIST, useUsersPage)
 */
export function usePagedList<K extends string, F extends string, Data extends PagedAnswer>(
  list: PagedListDescription<K, F>,
  useRows: (view: ListView<K, F>) => UseQueryResult<Data>,
) {
  const listView = useListView(list.sortKeys, list.defaultSort, list.options)
  const query = useRows(listView.view)
  const meta = query.data ? pageMetaOf(query.data) : undefined
  const totalPages = meta?.totalPages ?? 0
  const { page } = listView.view
  const { setPage } = listView
  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, true)
  }, [query.isPlaceholderData, totalPages, page, setPage])
  return { ...listView, query, meta, totalPages }
}
