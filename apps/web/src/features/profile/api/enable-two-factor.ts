import {
  type RecoveryCodes,
  recoveryCodesSchema,
  type TwoFactorCodeBody,
} from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'

export async function enableTwoFactor(body: TwoFactorCodeBody): Promise<RecoveryCodes> {
  return recoveryCodesSchema.parse(await post('/auth/two-factor/enable', body))
}

/** Confirms the enrollment with a code; answers the recovery codes, shown this once. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}
