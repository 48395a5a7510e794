import { type TwoFactorSetup, twoFactorSetupSchema } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'

export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  return twoFactorSetupSchema.parse(await post('/auth/two-factor/setup'))
}

/** Starts an enrollment: the secret and its QR code, shown this once. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor })
}
