/** Page sizes of the seed's lists (section 9), one place for server defaults and screens. */
export const PAGE_SIZES = {
  users: 7,
  products: 7,
  waitingProducts: 2,
  banners: 3,
  subcategories: 10,
} as const

/** The largest `limit` any list accepts, so one request cannot ask for a whole table. */
export const MAX_PAGE_LIMIT = 100

/** Keys the web client keeps in localStorage, exactly as the seed names them. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  role: 'role',
  productId: 'productId',
} as const

/**
 * Roles a user can have: `admin` (everything), `moderator` (the queue, products, read access
 * to users and activity), `user` (the seed's non-admin). What each may do: `permissions.ts`.
 */
export const ROLES = ['admin', 'moderator', 'user'] as const
export type Role = (typeof ROLES)[number]
export const ADMIN_ROLE: Role = 'admin'

/** Upload limits of the seed: 10 MB, PNG/JPG/GIF (WebP accepted too). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/**
 * The image types every upload accepts (products, banners, profile pictures): the server
 * judges the file's bytes, the web its declared type and its file picker's `accept`.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** Whether a MIME type is one of IMAGE_TYPES. */
export function isImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type)
}

/**
 * The product's languages: the web's catalogues (in the order its language switcher shows
 * them) and the reference-data languages the API serves names in (`lang=`).
 */
export const LANGS = ['en', 'fr', 'ar'] as const
export type Lang = (typeof LANGS)[number]
