import { type User, userSchema } from '@rihla/contract/users'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { requestVersioned, type Versioned } from '@/lib/versions'

/** The signed-in admin's own record (`GET /api/users/admin`), with its version (ETag). */
export function getAdmin(signal?: AbortSignal): Promise<Versioned<User>> {
  return requestVersioned('/users/admin', userSchema, { signal })
}

export const adminKey = ['profile', 'admin'] as const

export function getAdminQueryOptions() {
  return queryOptions({ queryKey: adminKey, queryFn: ({ signal }) => getAdmin(signal) })
}

/** The current admin, for the phone form to show the number on record. */
export function useAdmin({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminQueryOptions(), enabled })
}
