import { readDetails } from '@rihla/contract/message-codes'
import type { BulkAction } from '@rihla/contract/products'
import { create } from 'zustand'
import { ApiError } from '@/lib/api-error'
import { onSessionChange } from '@/lib/session-state'

/** A waiting product decided by someone else while this screen shows it. */
export type DecidedBy = { action: BulkAction; name: string; at: string }

type DecidedState = { byId: Readonly<Record<number, DecidedBy>> }

/**
 * Who decided which product, as the event stream or a 409 told this tab. The product itself
 * is no longer served as waiting (404), so this is not server state to fetch: the screens keep
 * showing the product as they had it, with who and when, its actions disabled.
 */
export const useDecidedStore = create<DecidedState>(() => ({ byId: {} }))
onSessionChange(() => useDecidedStore.setState({ byId: {} }))

/** Remembers who decided `id` and when. */
export function storeDecidedBy(id: number, decided: DecidedBy) {
  useDecidedStore.setState((state) => ({ byId: { ...state.byId, [id]: decided } }))
}

/** Forgets it (the product was restored to the queue). */
export function forgetDecidedBy(id: number) {
  useDecidedStore.setState((state) => {
    if (!(id in state.byId)) return state
    const { [id]: _gone, ...rest } = state.byId
    return { byId: rest }
  })
}

/** Who decided the product, when the server refused a decision with 409 (who and when). */
export function decidedByFromError(error: unknown): DecidedBy | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const action =
    error.code === 'product.alreadyApproved'
      ? 'approve'
      : error.code === 'product.alreadyRejected'
        ? 'reject'
        : null
  const decided = error.code && action ? readDetails(error.code, error.details) : undefined
  return action && decided ? { action, name: decided.name, at: decided.at } : null
}

/** Who decided `id`, if someone else did while it was on screen. */
export function useDecidedBy(id: number): DecidedBy | undefined {
  return useDecidedStore((state) => state.byId[id])
}

/** Every product decided by someone else, by id (the list disables their rows). */
export function useDecidedMap(): Readonly<Record<number, DecidedBy>> {
  return useDecidedStore((state) => state.byId)
}
