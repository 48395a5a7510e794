import { type AuthResponse, authResponseSchema, type RegisterBody } from '@rihla/contract/auth'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { saveSession } from '@/lib/storage'

export async function register(body: RegisterBody): Promise<AuthResponse> {
  return authResponseSchema.parse(await post('/auth/register', body))
}

/** Creates the account and stores the tokens and role, exactly as after a sign-in. */
export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: saveSession })
}
