import { type Appeal, type AppealBody, appealSchema } from '@rihla/contract/appeals'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { post } from '@/lib/api-client'
import { myListingsKeys } from './my-listings-keys'

/** `POST /api/products/{id}/appeal`: the seller asks for another moderator's look, once. */
export async function appealListing({ id, ...body }: AppealBody & { id: number }): Promise<Appeal> {
  return appealSchema.parse(await post(`/products/${id}/appeal`, body))
}

/**
 * Appeals a rejection; one's listings are read again either way, so the statement shows the
 * appeal made (or why none can be).
 * @example const appeal = useAppealListing(); await appeal.mutateAsync({ id: 12, message: '…' })
 */
export function useAppealListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: appealListing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsKeys.all }),
  })
}
