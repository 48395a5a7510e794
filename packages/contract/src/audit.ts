/**
 * Every action the audit log records (`GET /api/activity`), as `entity.verb`. The API can
 * only record these, and the web has a sentence for each in every language.
 */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.unblock',
  'user.phone',
  'user.password',
  'user.invite',
  'user.role',
  'user.two-factor-reset',
  // The person's own second factor: the actor is the entry's user.
  'user.two-factor-enable',
  'user.two-factor-disable',
  'user.two-factor-login',
  // A person's data (packages/contract/src/personal-data.ts): their request, a copy, an erasure.
  'user.data-request',
  'user.data-export',
  'user.erase',
  'product.create',
  'product.flags',
  'product.update',
  'product.approve',
  'product.reject',
  'product.delete',
  'product.restore',
  'product.undo',
  'product.resubmit',
  /** "Not a duplicate": a pair signal silenced by a moderator. */
  'product.signal-dismiss',
  /** A seller appeals a rejection; `after: {appealId, rejectedBy}` (decision 057). */
  'product.appeal',
  /** Another reviewer decides the appeal: the rejection stands, or the listing is published. */
  'product.appeal-uphold',
  'product.appeal-overturn',
  'subcategory.create',
  'subcategory.update',
  'subcategory.delete',
  'banner.create',
  'banner.delete',
  'banner.update',
  'banner.image',
  'banner.order',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The kinds of record an audit entry is about. */
export const AUDIT_ENTITIES = ['user', 'product', 'subcategory', 'banner'] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]
