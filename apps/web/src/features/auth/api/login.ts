import { type AuthResponse, authResponseSchema, type LoginBody } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { saveSession } from '@/lib/storage'

export async function login(body: LoginBody): Promise<AuthResponse> {
  return authResponseSchema.parse(await post('/auth/login', body))
}

/** Signs in and stores the tokens and role; navigation is left to the caller. */
export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: saveSession })
}
