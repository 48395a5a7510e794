import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patch } from '@/lib/api-client'
import { waitingProductKeys } from './waiting-product-keys'

export type ApproveInput = {
  id: number
  /** Approve a product another moderator is reviewing (asked first): the server's take-over. */
  takeOver?: boolean
}

export async function approveProduct({ id, takeOver }: ApproveInput): Promise<Product> {
  const query = takeOver ? { takeOver: 'true' } : undefined
  return productSchema.parse(await patch(`/products/${id}/accept`, undefined, { query }))
}

/** Approves a waiting product: it leaves the queue and joins the products list. */
export function useApproveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: waitingProductKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: waitingProductKeys.productsRoot })
    },
  })
}
