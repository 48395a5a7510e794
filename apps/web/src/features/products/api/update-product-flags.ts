import type { ProductFlag } from '@rihla/contract/categories'
import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { patch } from '@/lib/api-client'
import { productKeys } from './product-keys'

export type ProductFlags = Record<ProductFlag, boolean>
export type UpdateProductFlagsInput = { id: number; flags: ProductFlags }

/** The seed's odd path: `PATCH /products/{id}/category` sets the four flags. */
export async function updateProductFlags({ id, flags }: UpdateProductFlagsInput): Promise<Product> {
  return productSchema.parse(await patch(`/products/${id}/category`, flags))
}

export function useUpdateProductFlags() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProductFlags,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product)
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() })
    },
  })
}
