import type { SearchResponse } from '@rihla/contract/search'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'

export const SEARCH_LIMIT = 5

/** Every query key of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, { term, limit: SEARCH_LIMIT }] as const,
}

export async function searchEverything(
  term: string,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const response = await get('/search', { query: { q: term, limit: SEARCH_LIMIT }, signal })
  // The top bar is part of the first load: its schema (and zod) comes with the first answer.
  const { searchResponseSchema } = await import('@rihla/contract/search')
  return searchResponseSchema.parse(response)
}

export function getSearchQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.results(term),
    queryFn: ({ signal }) => searchEverything(term, signal),
  })
}

/** Users, products and subcategories matching a term; the last results stay while the next load. */
export function useSearch(term: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getSearchQueryOptions(term), enabled, placeholderData: keepPreviousData })
}
