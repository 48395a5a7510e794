import type { QueryClient } from '@tanstack/react-query'
import { openStream } from '@/lib/api-client'
import { type LiveStatus, startLiveStream } from '@/lib/live/live-stream'
import { currentUserId } from '@/lib/storage'
import { applyEvent } from './apply-event'

/** Shown on the page root (`data-live`), for tests and for styles that want it. */
function showStatus(status: LiveStatus) {
  document.documentElement.dataset.live = status
}

/**
 * Opens the staff event stream and applies each event to the query cache; a `reset` reads every
 * query again. Loaded lazily, after the first screen.
 */
export function startLive(queryClient: QueryClient): () => void {
  const me = currentUserId()
  const stream = startLiveStream({
    open: ({ lastEventId, poll, signal }) =>
      openStream('/events', {
        headers: {
          Accept: 'text/event-stream',
          ...(lastEventId !== undefined ? { 'Last-Event-ID': lastEventId } : {}),
        },
        query: poll ? { mode: 'poll' } : undefined,
        signal,
      }),
    onEvent: (event) => applyEvent(queryClient, event, me),
    onReset: () => void queryClient.invalidateQueries(),
    onStatus: showStatus,
  })
  return () => {
    stream.stop()
    delete document.documentElement.dataset.live
  }
}
