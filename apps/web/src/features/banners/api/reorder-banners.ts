import { type AdminBanner, adminBannerListSchema } from '@rihla/contract/banners'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { put } from '@/lib/api-client'
import { bannerKeys } from './banner-keys'

const ORDER_KEY = [...bannerKeys.all, 'order'] as const

/** `PUT /banners/order`: every banner's id once, in the new order; answers the whole list. */
export async function reorderBanners(ids: number[]): Promise<AdminBanner[]> {
  return adminBannerListSchema.parse(await put('/banners/order', { ids }))
}

/** The list in the order of `ids`, renumbered from 1 (what the server will answer). */
export function inOrder(list: AdminBanner[], ids: number[]): AdminBanner[] {
  const byId = new Map(list.map((banner) => [banner.id, banner]))
  return ids.flatMap((id, index) => {
    const banner = byId.get(id)
    return banner ? [{ ...banner, position: index + 1 }] : []
  })
}

/**
 * Reorders the banners: the list shows the new order at once and the server gets it in one
 * request. Moves made quickly one after the other are sent one after the other (one scope),
 * each with the whole order, so the last one wins; a refusal puts the server's order back.
 * @example const reorder = useReorderBanners(); reorder.mutate([3, 1, 2])
 */
export function useReorderBanners() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ORDER_KEY,
    scope: { id: 'banners-order' },
    mutationFn: reorderBanners,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: bannerKeys.admin() })
      queryClient.setQueryData<AdminBanner[]>(bannerKeys.admin(), (list) =>
        list ? inOrder(list, ids) : list,
      )
    },
    onSuccess: (list) => {
      // A later move already on its way knows better than this answer.
      if (queryClient.isMutating({ mutationKey: ORDER_KEY }) <= 1) {
        queryClient.setQueryData(bannerKeys.admin(), list)
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: bannerKeys.admin() }),
  })
}
