import type { TwoFactorChangeBody } from '@rihla/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { sessionKeys } from './get-sessions'
import { twoFactorKeys } from './get-two-factor-status'

export async function disableTwoFactor(body: TwoFactorChangeBody): Promise<void> {
  await post('/auth/two-factor/disable', body)
}

/**
 * Turns the second factor off with a code (or a recovery code) and the current password, then
 * reloads the status and the sessions (the server ends the other ones).
 */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
  })
}
