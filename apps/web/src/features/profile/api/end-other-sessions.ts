import { useMutation, useQueryClient } from '@tanstack/react-query'
import { del } from '@/lib/api-client'
import { sessionKeys } from './get-sessions'

export async function endOtherSessions(): Promise<void> {
  await del('/auth/sessions')
}

/** Signs out every session but this one, then reloads the list. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
}
