import { type Product, productSchema } from '@rihla/contract/products'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { productKeys } from './product-keys'

/** Each call sends the version the edit form holds (If-Match) and answers the new one. */
type Base = { id: number; version?: number | undefined }

function versioned(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  version: number | undefined,
  body?: unknown,
): Promise<Versioned<Product>> {
  return requestVersioned(path, productSchema, { method, body, version })
}

/** `POST /products/{id}/pictures`: the files after the existing pictures, under `pictures`. */
export function addPictures({ id, version, files }: Base & { files: File[] }) {
  const data = new FormData()
  for (const file of files) data.append('pictures', file, file.name)
  return versioned(`/products/${id}/pictures`, 'POST', version, data)
}

/** `DELETE /products/{id}/pictures/{pictureId}` (not the last one). */
export function removePicture({ id, version, pictureId }: Base & { pictureId: number }) {
  return versioned(`/products/${id}/pictures/${pictureId}`, 'DELETE', version)
}

/** `PUT /products/{id}/pictures/order`: every picture's id, the cover first. */
export function orderPictures({ id, version, ids }: Base & { ids: number[] }) {
  return versioned(`/products/${id}/pictures/order`, 'PUT', version, { ids })
}

/**
 * The three picture changes of the edit screen: each answer is the product, put in
 * the details' cache, and the lists (and the queue an owner's change may send it to) are read
 * again.
 * @example const { add } = useProductPictures(); await add.mutateAsync({ id, version, files })
 */
export function useProductPictures() {
  const queryClient = useQueryClient()
  const onSuccess = (product: Versioned<Product>) => {
    queryClient.setQueryData(productKeys.detail(product.id), product)
    return queryClient.invalidateQueries({ queryKey: productKeys.all })
  }
  return {
    add: useMutation({ mutationFn: addPictures, onSuccess }),
    remove: useMutation({ mutationFn: removePicture, onSuccess }),
    order: useMutation({ mutationFn: orderPictures, onSuccess }),
  }
}
