import type { AuthResponse, LoginBody, LoginResponse } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { saveSession } from '@/lib/storage'

export async function login(body: LoginBody): Promise<LoginResponse> {
  const response = await post('/auth/login', body)
  // The schema (and zod with it) arrives with the answer, not with the first screen.
  const { loginResponseSchema } = await import('@rihla/contract/auth')
  return loginResponseSchema.parse(response)
}

/** Tokens, as opposed to the challenge an account with a second factor gets first. */
export function isSession(answer: LoginResponse): answer is AuthResponse {
  return 'accessToken' in answer
}

/**
 * Signs in and stores the tokens and role; navigation is left to the caller. An account with a
 * second factor answers a challenge instead, which stores nothing (see `useTwoFactorLogin`).
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (isSession(answer)) saveSession(answer)
    },
  })
}
