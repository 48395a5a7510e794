import { type Product, type ProductFields, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { subcategoryKeys } from '@/features/subcategories'
import { post } from '@/lib/api-client'
import { productKeys } from './product-keys'

export type CreateProductInput = { fields: ProductFields; picture: File }

/** The seed's multipart form: the text fields, then the one picture under `pictures`. */
export function productFormData({ fields, picture }: CreateProductInput): FormData {
  const data = new FormData()
  data.set('title', fields.title)
  data.set('price', String(fields.price))
  data.set('description', fields.description)
  data.set('location', fields.location)
  data.set('wilaya', String(fields.wilaya))
  data.set('category', fields.category)
  data.set('subcategoryId', String(fields.subcategoryId))
  data.set('pictures', picture, picture.name)
  return data
}

export async function createProduct(input: CreateProductInput): Promise<Product> {
  return productSchema.parse(await post('/products', productFormData(input)))
}

/**
 * Adds a product (approved at once for an admin, waiting for approval otherwise); the lists
 * and the subcategories' product counts are read again.
 */
export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: subcategoryKeys.all }),
      ]),
  })
}
