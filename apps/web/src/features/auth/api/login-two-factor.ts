import type { AuthResponse, TwoFactorLoginBody } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { saveSession } from '@/lib/storage'

export async function loginWithCode(body: TwoFactorLoginBody): Promise<AuthResponse> {
  const response = await post('/auth/login/two-factor', body)
  const { authResponseSchema } = await import('@rihla/contract/auth')
  return authResponseSchema.parse(response)
}

/** The second step of a sign-in: a code and the challenge; stores the session it answers. */
export function useTwoFactorLogin() {
  return useMutation({ mutationFn: loginWithCode, onSuccess: saveSession })
}
