import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { productKeys } from './product-keys'

export type RateProductInput = { productId: number; rating: number }

export async function rateProduct(input: RateProductInput): Promise<Product> {
  return productSchema.parse(await post('/products/rate', input))
}

/** Rates a product 1 to 5; the answer carries the new average, so details update at once. */
export function useRateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product)
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() })
    },
  })
}
