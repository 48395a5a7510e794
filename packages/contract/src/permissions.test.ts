import { describe, expect, it } from 'vitest'
import { ROLES } from './constants'
import { asRole, can, mayAccess, PERMISSION_NAMES, PERMISSIONS } from './permissions'

const held = (role: (typeof ROLES)[number]) => PERMISSION_NAMES.filter((p) => can(role, p))

describe('the permission table', () => {
  it('gives the admin every permission', () => {
    expect(held('admin')).toEqual(PERMISSION_NAMES)
  })

  it('gives the moderator the dashboard, insights, products, the queue, appeals, and read access to users and activity', () => {
    expect(held('moderator').sort()).toEqual(
      [
        'catalogue.read',
        'products.create',
        'products.own',
        'products.rate',
        'products.read',
        'products.edit',
        'products.flags',
        'dashboard.read',
        'insights.read',
        'search',
        'queue.read',
        'queue.decide',
        'queue.claims',
        'appeals.decide',
        'presence',
        'events.live',
        'users.read',
        'activity.read',
      ].sort(),
    )
  })

  it('gives a user what the seed gives a non-admin, and their own listings: the catalogue, adding and rating products', () => {
    expect(held('user').sort()).toEqual([
      'catalogue.read',
      'products.create',
      'products.own',
      'products.rate',
    ])
  })

  it('keeps blocking, subcategories, banners, staff and settings for the admin', () => {
    for (const p of [
      'users.block',
      'subcategories.write',
      'banners.write',
      'staff.manage',
      'settings',
    ] as const) {
      expect(PERMISSIONS[p]).toEqual(['admin'])
    }
  })

  it('grants nothing to a missing or unknown role', () => {
    expect(PERMISSION_NAMES.some((p) => can(null, p) || can(asRole('root'), p))).toBe(false)
    expect(mayAccess(null, 'authenticated')).toBe(false)
    expect(mayAccess(null, 'public')).toBe(true)
    expect(mayAccess('user', 'authenticated')).toBe(true)
    expect(asRole('moderator')).toBe('moderator')
    expect(asRole('Admin')).toBeNull()
  })

  it('lets whoever decides or deletes from the queue read what a refused decision shows', () => {
    // A 409 on a decision carries the listing as it is now (decision 052).
    for (const role of ROLES) {
      if (can(role, 'queue.decide')) expect(can(role, 'queue.read'), role).toBe(true)
      if (can(role, 'products.edit')) expect(can(role, 'products.read'), role).toBe(true)
    }
  })

  it('names only known roles', () => {
    for (const roles of Object.values(PERMISSIONS)) {
      for (const role of roles) expect(ROLES).toContain(role)
    }
  })
})
