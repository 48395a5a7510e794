import { type User, userSchema } from '@rihla/contract/users'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'

/** The signed-in admin's own record (`GET /api/users/admin`). */
export async function getAdmin(signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await get('/users/admin', { signal }))
}

export const adminKey = ['profile', 'admin'] as const

export function getAdminQueryOptions() {
  return queryOptions({ queryKey: adminKey, queryFn: ({ signal }) => getAdmin(signal) })
}

/** The current admin, for the phone form to show the number on record. */
export function useAdmin({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminQueryOptions(), enabled })
}
