import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { sessionKeys } from './get-sessions'

export async function endSession(id: string): Promise<void> {
  await del(`/auth/sessions/${encodeURIComponent(id)}`)
}

/**
 * Signs another device out, then reloads the list. Not for this device: signing out here goes
 * through the logout flow, which also forgets the tokens stored in this browser.
 */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}
