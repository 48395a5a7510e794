import type { Lang } from '@rihla/contract/constants'
import {
  type AuthOptions,
  authOptionsSchema,
  type ForgotPasswordResponse,
  forgotPasswordResponseSchema,
  type ResetPasswordBody,
} from '@rihla/contract/passwords'
import { useMutation, useQuery } from '@tanstack/react-query'
import { get, post } from '@/lib/api-client'

export const authOptionsKey = ['auth', 'options'] as const

export async function getAuthOptions(): Promise<AuthOptions> {
  return authOptionsSchema.parse(await get('/auth/options'))
}

/** Whether this deployment mails reset links (else the page says to ask an administrator). */
export function useAuthOptions() {
  return useQuery({ queryKey: authOptionsKey, queryFn: getAuthOptions, staleTime: 300_000 })
}

export async function requestPasswordReset(body: {
  email: string
  lang: Lang
}): Promise<ForgotPasswordResponse> {
  return forgotPasswordResponseSchema.parse(await post('/auth/forgot-password', body))
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}

export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await post('/auth/reset-password', body)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
