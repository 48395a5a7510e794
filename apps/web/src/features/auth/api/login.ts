import type { AuthResponse, LoginBody } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { saveSession } from '@/lib/storage'

export async function login(body: LoginBody): Promise<AuthResponse> {
  const response = await post('/auth/login', body)
  // The schema (and zod with it) arrives with the answer, not with the first screen.
  const { authResponseSchema } = await import('@rihla/contract/auth')
  return authResponseSchema.parse(response)
}

/** Signs in and stores the tokens and role; navigation is left to the caller. */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: saveSession })
}
