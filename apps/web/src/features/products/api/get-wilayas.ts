import type { Lang } from '@rihla/contract/constants'
import { wilayaListSchema } from '@rihla/contract/products'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { get } from '@/lib/api-client'
import { productKeys } from './product-keys'

export type Wilaya = z.infer<typeof wilayaListSchema>[number]

export async function getWilayas(lang: Lang, signal?: AbortSignal): Promise<Wilaya[]> {
  return wilayaListSchema.parse(await get('/products/wilayas', { query: { lang }, signal }))
}

/** Reference data that only a migration changes: read once per session. */
export function getWilayasQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: productKeys.wilayas(lang),
    queryFn: ({ signal }) => getWilayas(lang, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The 58 wilayas with their names in `lang` (the seed asks for Arabic). */
export function useWilayas(lang: Lang = 'ar') {
  return useQuery(getWilayasQueryOptions(lang))
}
