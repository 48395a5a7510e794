import { type adminPhoneBodySchema, type User, userSchema } from '@rihla/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { put } from '@/lib/api-client'
import { adminKey } from './get-admin'

export type AdminPhoneBody = z.output<typeof adminPhoneBodySchema>

export async function updateAdminPhone(body: AdminPhoneBody): Promise<User> {
  return userSchema.parse(await put('/users/admin', body))
}

/** Changes the signed-in admin's phone number; `onSuccess` lets the caller refresh user data. */
export function useUpdateAdminPhone({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAdminPhone,
    onSuccess: (admin) => {
      // The number on record is the new one at once.
      queryClient.setQueryData(adminKey, admin)
      onSuccess?.()
    },
  })
}
