import type { MyProductListResponse } from '@rihla/contract/appeals'
import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { isOtherProductQuery, myListingsKeys } from './my-listings-keys'

/** `POST /api/products/{id}/resubmit`: a rejected listing goes back to the queue. */
export async function resubmitListing(id: number): Promise<Product> {
  return productSchema.parse(await post(`/products/${id}/resubmit`))
}

/**
 * Resubmits a rejected listing. The answer replaces it in place on every page of one's listings,
 * so it reads Waiting where it was (under the Rejected filter too) until the list is next read;
 * the other product queries (its page, the queue) are read again. A refusal (409: someone or
 * something changed it) reads the listings again, to show what it is now.
 * @example const resubmit = useResubmitListing(); await resubmit.mutateAsync(12)
 */
export function useResubmitListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resubmitListing,
    onSuccess: (product) => {
      queryClient.setQueriesData<MyProductListResponse>({ queryKey: myListingsKeys.all }, (page) =>
        page
          ? {
              ...page,
              products: page.products.map((p) =>
                p.id === product.id ? { ...product, statement: null } : p,
              ),
            }
          : page,
      )
      void queryClient.invalidateQueries({ queryKey: myListingsKeys.all, refetchType: 'none' })
      return queryClient.invalidateQueries({
        predicate: (query) => isOtherProductQuery(query.queryKey),
      })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: myListingsKeys.all }),
  })
}
