import type { NotificationList } from '@rihla/contract/appeals'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NOTIFICATIONS_REFETCH_MS } from '@/config/timing'
import { get, post } from '@/lib/api-client'
import { notificationKeys } from './notification-keys'

/** `GET /api/notifications`: what needs this staff member, and how many are unread. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const response = await get('/notifications', { signal })
  // The bell is in the frame: the schema (and zod) comes with the first answer, not its first load.
  const { notificationListSchema } = await import('@rihla/contract/appeals')
  return notificationListSchema.parse(response)
}

/** The bell's list: read again on a `notification` event for this person, and every minute. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
  })
}

/**
 * Marks notifications read (`POST /api/notifications/read`): some ids, or `all`.
 * @example const read = useReadNotifications(); read.mutate({ all: true })
 */
export function useReadNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => post('/notifications/read', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
