import { type User, userSchema } from '@rihla/contract/users'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { get } from '@/lib/api-client'
import { userKeys } from './user-keys'

export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await get(`/users/${id}`, { signal }))
}

export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  })
}

export function useUser(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserQueryOptions(id), enabled })
}
