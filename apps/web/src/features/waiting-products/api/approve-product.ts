import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patch } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

export async function approveProduct(id: number): Promise<Product> {
  return productSchema.parse(await patch(`/products/${id}/accept`))
}

/** Approves a waiting product: it leaves the queue and joins the products list. */
export function useApproveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: waitingProductKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot })
    },
  })
}
