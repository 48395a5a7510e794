import { ROLES, type Role } from './constants'

/**
 * The one table of who may do what (decision 031). The server's routes name a permission as
 * their `config.access` and the authorization hook checks it; the web's menus, buttons and
 * permission notices ask `can(role, permission)`. A rule is written here once.
 */
export const PERMISSIONS = {
  /** The approved catalogue: products, one approved product, wilayas, subcategories, banners. */
  'catalogue.read': ['admin', 'moderator', 'user'],
  /** Add a product (an admin's or a moderator's is approved at once, another's waits). */
  'products.create': ['admin', 'moderator', 'user'],
  /** One's own listings (`GET /api/products/mine`) and resubmitting a rejected one. */
  'products.own': ['admin', 'moderator', 'user'],
  /** Rate a product. */
  'products.rate': ['admin', 'moderator', 'user'],
  /** The Products screen and its export; products not approved yet, by id. */
  'products.read': ['admin', 'moderator'],
  /** Delete a product (the seed's DELETE, which for a waiting product is the reject) and undo it. */
  'products.edit': ['admin', 'moderator'],
  /** The four flags (`PATCH /api/products/{id}/category`). */
  'products.flags': ['admin', 'moderator'],
  /** The Dashboard's figures. */
  'dashboard.read': ['admin', 'moderator'],
  /** The Insights screen: the queue's health and each reviewer's work (`GET /api/stats/moderation`). */
  'insights.read': ['admin', 'moderator'],
  /** The top-bar search across users, products and subcategories. */
  search: ['admin', 'moderator'],
  /** The waiting list, a waiting product, its export; the top bar's waiting notification. */
  'queue.read': ['admin', 'moderator'],
  /** Approve or reject waiting products, alone or in bulk, and undo one's decision. */
  'queue.decide': ['admin', 'moderator'],
  /** Decide a seller's appeal of a rejection (never one's own rejection: four eyes). */
  'appeals.decide': ['admin', 'moderator'],
  /** Claim a waiting product while reviewing it, release it, list the claims. */
  'queue.claims': ['admin', 'moderator'],
  /** Say one is on the waiting list and see who else is. */
  presence: ['admin', 'moderator'],
  /** The staff event stream (`GET /api/events`). */
  'events.live': ['admin', 'moderator'],
  /** The Users screen, one user, the users export. */
  'users.read': ['admin', 'moderator'],
  /** Block and unblock users. */
  'users.block': ['admin'],
  /** The audit log: the Activity page, the dashboard's feed, the History panels. */
  'activity.read': ['admin', 'moderator'],
  /** Add, update, delete subcategories (reading them is `catalogue.read`). */
  'subcategories.write': ['admin'],
  /** Add and delete home banners (reading them is `catalogue.read`). */
  'banners.write': ['admin'],
  /** The admin's phone number (`/api/users/admin`, the seed's Update Phone Number). */
  'profile.phone': ['admin'],
  /** A person's data: a copy of it (export) and its erasure. */
  'users.personal-data': ['admin'],
  /** Issue someone a password-reset link; invite staff and change roles. */
  'staff.manage': ['admin'],
  /** Product-wide settings (no route yet). */
  settings: ['admin'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[]

/**
 * Who may call a route: anyone (`public`), anyone signed in and not blocked (`authenticated`:
 * their own session and two-factor sign-in), or the holders of one permission.
 */
export type Access = 'public' | 'authenticated' | Permission

/** Whether `role` holds `permission`; an unknown or missing role holds nothing. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false
  return (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

/** Whether `role` may call a route of this access (`public` is open even without a role). */
export function mayAccess(role: Role | null | undefined, access: Access): boolean {
  if (access === 'public') return true
  if (access === 'authenticated') return role !== null && role !== undefined
  return can(role, access)
}

/** A stored or received text as a role, or null when it names none (storage, tokens). */
export function asRole(value: unknown): Role | null {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : null
}
