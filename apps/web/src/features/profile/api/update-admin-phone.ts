import { type adminPhoneBodySchema, type User, userSchema } from '@rihla/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { requestVersioned, type Versioned } from '@/lib/versions'
import { adminKey } from './get-admin'

export type AdminPhoneBody = z.output<typeof adminPhoneBodySchema>

/** `version`: the one the form read; a stale save is refused with 409 (lib/versions.ts). */
export type UpdateAdminPhoneInput = AdminPhoneBody & { version?: number }

export function updateAdminPhone({
  version,
  ...body
}: UpdateAdminPhoneInput): Promise<Versioned<User>> {
  return requestVersioned('/users/admin', userSchema, { method: 'PUT', body, version })
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
