import type { QueryClient } from '@tanstack/react-query'

const resets = new Set<() => void>()

/**
 * Registers the reset of client state one signed-in person built up outside the query cache
 * (a store the event stream fills, say), called when another session starts in this page.
 */
export function onSessionChange(reset: () => void): void {
  resets.add(reset)
}

/**
 * Forgets what an earlier session of this page left in memory: every cached answer and
 * mutation, and the registered stores. Signing in no longer reloads the page (seed deviation
 * 125), so a sign-in starts here; the screens then read everything again with the new token
 * and role.
 */
export function forgetPreviousSession(queryClient: QueryClient): void {
  queryClient.clear()
  for (const reset of resets) reset()
}
