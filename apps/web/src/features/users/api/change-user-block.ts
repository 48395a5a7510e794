import { type User, userSchema } from '@rihla/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { put } from '@/lib/api-client'
import { userKeys } from './user-keys'

export type ChangeUserBlockInput = { id: number; block: boolean }

export async function changeUserBlock({ id, block }: ChangeUserBlockInput): Promise<User> {
  return userSchema.parse(await put(`/users/${id}/${block ? 'block' : 'unblock'}`))
}

/**
 * Blocks or unblocks a user, then reloads every users query (the seed reloads the list). The
 * mutation settles once the reload is done, so the new badge shows as it ends.
 */
export function useChangeUserBlock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeUserBlock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
