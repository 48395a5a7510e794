import type { Role } from '@rihla/contract/constants'
import { type User, userSchema } from '@rihla/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { put } from '@/lib/api-client'
import { userKeys } from './user-keys'

export type ChangeUserRoleInput = { id: number; role: Role }

export async function changeUserRole({ id, role }: ChangeUserRoleInput): Promise<User> {
  return userSchema.parse(await put(`/users/${id}/role`, { role }))
}

/** Changes someone's role (409 `user.lastAdmin` for the last active admin), then reloads users. */
export function useChangeUserRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
