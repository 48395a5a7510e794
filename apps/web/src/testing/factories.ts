import type { StaffMember } from '@rihla/contract/staff'
import type { Stats } from '@rihla/contract/stats'
import type { User, UserListResponse } from '@rihla/contract/users'

let nextId = 100

/** A user as the API answers it; each call gets a new id unless one is given. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++
  return {
    id,
    username: `User ${id}`,
    email: `user${id}@example.dz`,
    phoneNumber: '+213555000000',
    role: 'user',
    isBlocked: false,
    profilePicture: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

/** A row of `GET /api/users/staff`: a moderator who signed in once, without 2FA, unless given. */
export function buildStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    ...buildUser({ role: 'moderator', ...overrides }),
    twoFactorEnabled: false,
    lastSignInAt: '2026-03-10T09:30:00.000Z',
    invitePending: false,
    ...overrides,
  }
}

/** One page of `GET /api/users`. */
export function buildUserPage(
  users: User[],
  meta: Partial<UserListResponse['meta']> = {},
): UserListResponse {
  const limit = meta.limit ?? 7
  const total = meta.total ?? users.length
  return {
    data: users,
    meta: { page: 1, limit, total, totalPages: Math.ceil(total / limit), ...meta },
  }
}

/** `GET /api/stats`, with 30 zero days unless given. */
export function buildStats(overrides: Partial<Stats> = {}): Stats {
  return {
    totalUsers: 37,
    blockedUsers: 4,
    approvedProducts: 32,
    waitingProducts: 8,
    rejectedThisWeek: 0,
    subcategories: 12,
    banners: 5,
    productsPerCategory: [],
    productsPerDay: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      count: 0,
    })),
    productsPerMonth: Array.from({ length: 12 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
      count: i,
    })),
    ...overrides,
  }
}
