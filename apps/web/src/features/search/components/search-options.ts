import { categoryLabel } from '@rihla/contract/categories'
import type { SearchResponse } from '@rihla/contract/search'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'

type Translate = (key: MessageKey) => string

export type SearchGroup = 'users' | 'products' | 'subcategories'

/** How a product's status reads in the popup. */
const SEARCH_STATUS = {
  approved: 'search.approved',
  pending: 'search.pending',
  rejected: 'search.rejected',
} as const

/** One choice of the popup: what it shows and the record it opens. */
export type SearchOption = {
  key: string
  group: SearchGroup
  label: string
  detail: string
  href: string
  /** Products only: the first picture, small (null without one). */
  thumbnail?: string | null
}

export const GROUP_LABELS: Record<SearchGroup, MessageKey> = {
  users: 'search.users',
  products: 'search.products',
  subcategories: 'search.subcategories',
}

/**
 * The results in the order they are shown and walked with the arrows: users, products,
 * subcategories. A pending product opens in the approval queue, another on its own page.
 */
export function searchOptions(results: SearchResponse, t: Translate, lang: 'en' | 'fr' | 'ar') {
  const options: SearchOption[] = [
    ...results.users.map((user) => ({
      key: `user-${user.id}`,
      group: 'users' as const,
      label: user.username,
      detail: user.email,
      href: paths.user.href(user.id),
    })),
    ...results.products.map((product) => ({
      key: `product-${product.id}`,
      group: 'products' as const,
      label: product.title,
      detail: t(SEARCH_STATUS[product.status]),
      thumbnail: product.thumbnailUrl,
      // Only a waiting product opens in the queue; an approved or rejected one has its page.
      href:
        product.status === 'pending'
          ? paths.waitingProduct.href(product.id)
          : paths.product.href(product.id),
    })),
    ...results.subcategories.map((subcategory) => ({
      key: `subcategory-${subcategory.id}`,
      group: 'subcategories' as const,
      label: subcategory.name,
      detail: categoryLabel(subcategory.category, lang),
      href: paths.subcategory.href(subcategory.id),
    })),
  ]
  return options
}
