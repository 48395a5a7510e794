import {
  PRESENCE_BEAT_SECONDS,
  type Presence,
  type PresencePlace,
  presenceListSchema,
} from '@rihla/contract/presence'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { del, put } from '@/lib/api-client'

const PLACE: PresencePlace = 'waiting-list'

/** A heartbeat on the waiting list, answered with the other moderators on it. */
export async function beatWaitingList(signal?: AbortSignal): Promise<Presence[]> {
  return presenceListSchema.parse(await put(`/presence/${PLACE}`, undefined, { signal }))
}

/**
 * Who else has the waiting list open (decision 024): a heartbeat every
 * PRESENCE_BEAT_SECONDS while the list is on screen, and a leave when it goes. Polling, not the
 * event stream: presence is a few rows renewed on a timer, and a missed beat costs nothing.
 * @example const others = useWaitingPresence().data ?? []
 */
export function useWaitingPresence() {
  useEffect(
    () => () => {
      // Leaving the list: the others stop seeing us at their next beat, not 40 s later.
      void del(`/presence/${PLACE}`).catch(() => {})
    },
    [],
  )
  return useQuery({
    queryKey: ['presence', PLACE],
    queryFn: ({ signal }) => beatWaitingList(signal),
    refetchInterval: PRESENCE_BEAT_SECONDS * 1000,
    // A tab in the background still has the list open: it keeps beating.
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
