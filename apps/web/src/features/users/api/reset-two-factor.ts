import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { userKeys } from './user-keys'

export async function resetTwoFactor(id: number): Promise<void> {
  await del(`/users/${id}/two-factor`)
}

/**
 * Turns off someone's two-factor sign-in (they lost their device); their sessions end. A
 * 409 `twoFactor.notEnabled` means it was off already. The staff list is read again.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.staff() }),
  })
}
