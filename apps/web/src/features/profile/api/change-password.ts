import type { ChangePasswordBody } from '@rihla/contract/passwords'
import { useMutation } from '@tanstack/react-query'
import { post } from '@/lib/api-client'

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await post('/auth/password', body)
}

/** Changes the signed-in person's password; their other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
