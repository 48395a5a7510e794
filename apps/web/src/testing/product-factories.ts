import type { Product, ProductListResponse } from '@rihla/contract/products'
import type { Subcategory } from '@rihla/contract/subcategories'

let nextId = 500

/** A product as the API answers it; each call gets a new id unless one is given. */
/**
 * A product as the API answers it, with the `version` the waiting list's rows carry (a
 * decision names it); schemas without it leave it out.
 */
export function buildProduct(
  overrides: Partial<Product & { version: number }> = {},
): Product & { version: number } {
  const id = overrides.id ?? nextId++
  return {
    id,
    title: `Umrah package ${id}`,
    price: 1200.5,
    location: 'Bab Ezzouar',
    wilaya: '16',
    category: 'A',
    subcategoryId: 1,
    description: 'Flights, hotel and guide included.',
    pictures: [],
    averageRating: null,
    isE: false,
    isF: false,
    isG: false,
    isH: false,
    status: 'approved',
    rejection: null,
    resubmitted: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  }
}

/** One page of `GET /api/products` or of the waiting list. */
export function buildProductPage(
  products: Product[],
  page: Partial<Omit<ProductListResponse, 'products'>> = {},
): ProductListResponse {
  const limit = page.limit ?? 7
  const total = page.total ?? products.length
  return { products, total, page: 1, limit, totalPages: Math.ceil(total / limit), ...page }
}

/** A subcategory of `GET /api/products/sub-categories?lang=ar`. */
export function buildSubcategory(overrides: Partial<Subcategory> = {}): Subcategory {
  const id = overrides.id ?? nextId++
  return {
    id,
    name: `فئة ${id}`,
    nameAr: `فئة ${id}`,
    nameFr: `Catégorie ${id}`,
    nameEn: `Subcategory ${id}`,
    category: 'A',
    productCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}
