import type { AdminBanner, Banner } from '@rihla/contract/banners'
import type { Subcategory } from '@rihla/contract/subcategories'

/** A subcategory as the API answers it with `lang=ar`; the names follow the id. */
export function buildSubcategory(id: number, overrides: Partial<Subcategory> = {}): Subcategory {
  const nameAr = overrides.nameAr ?? `فئة ${id}`
  return {
    id,
    name: nameAr,
    nameAr,
    nameFr: `Catégorie ${id}`,
    nameEn: `Category ${id}`,
    category: 'A',
    productCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T11:30:00.000Z',
    ...overrides,
  }
}

/** A banner as `GET /api/banners` lists it. */
export function buildBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    url: `/uploads/banners/${id}.webp`,
    createdAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  }
}

/** A banner as `GET /api/banners/all` lists it: live, no link, no schedule, version 1. */
export function buildAdminBanner(id: number, overrides: Partial<AdminBanner> = {}): AdminBanner {
  return {
    ...buildBanner(id),
    link: null,
    productTitle: null,
    position: id,
    activeFrom: null,
    activeTo: null,
    active: true,
    state: 'live',
    version: 1,
    ...overrides,
  }
}
