import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorChangeBody,
} from '@rihla/contract/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { sessionKeys } from './get-sessions'

export async function enableTwoFactor(body: TwoFactorChangeBody): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(await post('/auth/two-factor/enable', body))
}

/**
 * Confirms the enrollment with a code and the current password; answers the recovery codes,
 * shown this once. The server ends the other sessions, so their list is read again.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}
