import { type Appeal, type AppealDecisionBody, appealSchema } from '@rihla/contract/appeals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { ifMatch } from '@/lib/versions'
import { appealKeys } from './appeal-keys'

export type AppealDecision = AppealDecisionBody & { id: number; version: number }

/** `POST /api/appeals/{id}/decision`, naming the listing's version shown (decision 052). */
export async function decideAppeal({ id, version, ...body }: AppealDecision): Promise<Appeal> {
  return appealSchema.parse(
    await post(`/appeals/${id}/decision`, body, { headers: ifMatch(version) }),
  )
}

/**
 * Decides an appeal; the queue is read again either way (a refusal: someone decided it, or the
 * listing moved on).
 * @example const decide = useDecideAppeal(); await decide.mutateAsync({ id, version, outcome: 'overturn' })
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideAppeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appealKeys.all }),
  })
}
