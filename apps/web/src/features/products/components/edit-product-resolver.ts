import {
  PRODUCT_EDIT_FIELDS,
  type Product,
  type ProductFields,
  productFieldsSchema,
} from '@rihla/contract/products'
import type { AddProductValues } from './product-form-schema'

/** The edit form's values: the add form's, without a picture (pictures are edited apart). */
export type EditProductValues = AddProductValues
type TextValues = Omit<EditProductValues, 'picture'>

/** A product as the form shows it: every field as text, as typed. */
export function editValuesOf(product: Product): EditProductValues {
  return {
    title: product.title,
    price: String(product.price),
    description: product.description,
    location: product.location,
    wilaya: product.wilaya,
    category: product.category,
    subcategoryId: String(product.subcategoryId),
    picture: null,
  }
}

/** The text fields only, as the three-way merge compares them. */
export function textValues({ picture: _picture, ...text }: EditProductValues): TextValues {
  return text
}

/**
 * The fields of `mine` that differ from `base` once both are read by the contract's rules
 * (`12.50` and `12.5` are one price): what an edit sends. Undefined when `mine` is invalid.
 */
export function changedFields(
  base: TextValues,
  mine: TextValues,
): Partial<ProductFields> | undefined {
  const next = productFieldsSchema.safeParse(mine)
  if (!next.success) return undefined
  const before = productFieldsSchema.safeParse(base)
  const changes: Partial<Record<keyof ProductFields, unknown>> = {}
  for (const field of PRODUCT_EDIT_FIELDS) {
    if (!before.success || before.data[field] !== next.data[field]) {
      changes[field] = next.data[field]
    }
  }
  return changes as Partial<ProductFields>
}
