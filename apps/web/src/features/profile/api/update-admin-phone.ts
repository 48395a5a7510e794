import { type adminPhoneBodySchema, type User, userSchema } from '@rihla/contract/users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { request } from '@/lib/api-client'
import { ifMatch, type Versioned, versionOf } from '@/lib/versions'
import { adminKey } from './get-admin'

export type AdminPhoneBody = z.output<typeof adminPhoneBodySchema>

/** `version`: the one the form read; a stale save is refused with 409 (lib/versions.ts). */
export type UpdateAdminPhoneInput = AdminPhoneBody & { version?: number }

export async function updateAdminPhone({
  version,
  ...body
}: UpdateAdminPhoneInput): Promise<Versioned<User>> {
  const { data, headers } = await request('/users/admin', {
    method: 'PUT',
    body,
    headers: ifMatch(version),
  })
  return { ...userSchema.parse(data), version: versionOf(headers) }
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
