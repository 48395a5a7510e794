import { categoryLabel } from '@rihla/contract/categories'
import type { Lang } from '@rihla/contract/constants'
import { wilayaName } from '@rihla/contract/wilayas'
import type { MessageKey } from '@/i18n/en'
import { formatPrice } from '@/lib/format'

/** The label of each field an edit may change, and of the status it may send back. */
export const PRODUCT_FIELD_LABELS: Record<string, MessageKey> = {
  title: 'productField.title',
  price: 'productField.price',
  description: 'productField.description',
  location: 'productField.location',
  wilaya: 'productField.wilaya',
  category: 'productField.category',
  subcategoryId: 'productField.subcategoryId',
  status: 'productField.status',
  pictures: 'productField.pictures',
}

const STATUS_LABELS: Record<string, MessageKey> = {
  approved: 'productField.status.approved',
  pending: 'productField.status.pending',
}

export type FieldValueContext = {
  t: (key: MessageKey, params?: Record<string, string | number>) => string
  locale: string
  lang: Lang
  /** A subcategory's name by id, when the screen has them; else its number is shown. */
  subcategoryName?: (id: number) => string | undefined
}

/** A field's label, or the field's own name for one this build does not know. */
export function productFieldLabel(field: string, t: FieldValueContext['t']): string {
  const key = PRODUCT_FIELD_LABELS[field]
  return key ? t(key) : field
}

/**
 * A product field's value as people read it (the price in the locale's form, the wilaya's
 * number and name, the category's and subcategory's names): for the history, the conflict
 * screen and the changed fields of a waiting listing.
 */
export function productFieldValue(field: string, value: unknown, ctx: FieldValueContext): string {
  if (value === null || value === undefined) return '—'
  switch (field) {
    case 'price':
      return typeof value === 'number' || typeof value === 'string'
        ? formatPrice(Number(value), ctx.locale)
        : String(value)
    case 'wilaya':
      return `${String(value)} – ${wilayaName(String(value), ctx.lang)}`
    case 'category':
      return categoryLabel(String(value), ctx.lang)
    case 'subcategoryId':
      return ctx.subcategoryName?.(Number(value)) ?? `#${String(value)}`
    // The pictures' ids in order: an addition, a removal and a reorder all show.
    case 'pictures':
      return Array.isArray(value) ? value.map((id) => `#${String(id)}`).join(', ') : String(value)
    case 'status': {
      const key = STATUS_LABELS[String(value)]
      return key ? ctx.t(key) : String(value)
    }
    default:
      return String(value)
  }
}
