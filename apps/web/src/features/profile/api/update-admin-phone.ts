import { type adminPhoneBodySchema, type User, userSchema } from '@rihla/contract/users'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { put } from '@/lib/api-client'

export type AdminPhoneBody = z.output<typeof adminPhoneBodySchema>

export async function updateAdminPhone(body: AdminPhoneBody): Promise<User> {
  return userSchema.parse(await put('/users/admin', body))
}

/** Changes the signed-in admin's phone number; `onSuccess` lets the caller refresh user data. */
export function useUpdateAdminPhone({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: updateAdminPhone, onSuccess })
}
