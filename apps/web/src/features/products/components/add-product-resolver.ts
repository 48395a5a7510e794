import { isImageType, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import { MESSAGES } from '@rihla/contract/messages'
import { productFieldsSchema } from '@rihla/contract/products'
import type { FieldErrors, Resolver, ResolverError } from 'react-hook-form'
import type { CreateProductInput } from '../api/create-product'

/** What the form holds: text as typed, selects as their option values, the chosen file. */
export type AddProductValues = {
  title: string
  price: string
  description: string
  location: string
  wilaya: string
  category: string
  subcategoryId: string
  picture: File | null
}

export const EMPTY_PRODUCT: AddProductValues = {
  title: '',
  price: '',
  description: '',
  location: '',
  wilaya: '',
  category: '',
  subcategoryId: '',
  picture: null,
}

/** The image checks of the seed: required, an image, under 10 MB (the server checks bytes). */
export function pictureError(picture: File | null): string | null {
  if (!picture) return MESSAGES.product.image
  if (!isImageType(picture.type)) return MESSAGES.banner.notImage
  if (picture.size > MAX_UPLOAD_BYTES) return MESSAGES.banner.tooLarge
  return null
}

/**
 * Validates with the contract's schema, the one the server runs, so both give the seed's
 * messages in the seed's order. Each field shows its own first failure.
 */
export const addProductResolver: Resolver<AddProductValues, unknown, CreateProductInput> = (
  values,
) => {
  const { picture, ...fields } = values
  const parsed = productFieldsSchema.safeParse(fields)
  const errors: Record<string, { type: string; message: string }> = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && !errors[field]) {
        errors[field] = { type: issue.code, message: issue.message }
      }
    }
  }
  const imageError = pictureError(picture)
  if (imageError) errors.picture = { type: 'picture', message: imageError }

  if (parsed.success && picture && !imageError) {
    return { values: { fields: parsed.data, picture }, errors: {} }
  }
  const failed: ResolverError<AddProductValues> = {
    values: {},
    errors: errors as FieldErrors<AddProductValues>,
  }
  return failed
}
