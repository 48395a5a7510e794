import type { TwoFactorCodeBody } from '@rihla/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { twoFactorKeys } from './get-two-factor-status'

export async function disableTwoFactor(body: TwoFactorCodeBody): Promise<void> {
  await post('/auth/two-factor/disable', body)
}

/** Turns the second factor off with a code (or a recovery code), then reloads the status. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  })
}
