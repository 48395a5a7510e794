import type { QueryClient } from '@tanstack/react-query'
import { claimEnded } from './claim-manager'
import { forgetClaim } from './claims'
import { waitingProductKeys } from './waiting-product-keys'

/** The key of one waiting product's details, when `key` is one: its id. */
function detailId(key: readonly unknown[]): number | null {
  const details = waitingProductKeys.details()
  const same = details.every((part, index) => key[index] === part)
  return same && key.length === details.length + 1 && typeof key.at(-1) === 'number'
    ? (key.at(-1) as number)
    : null
}

/**
 * After this tab decided `ids`: the server answers 404 for them in the queue now, and has ended
 * their claims, so nothing asks about them again: no claim released by a request,
 * no details read again (a page still showing one keeps it as it was, and stops reading it).
 * Every other products list is read again: approved products join the main list.
 */
export function forgetDecided(queryClient: QueryClient, ids: readonly number[]) {
  const decided = new Set(ids)
  const isDecided = (key: readonly unknown[]) => {
    const id = detailId(key)
    return id !== null && decided.has(id)
  }
  for (const id of ids) {
    claimEnded(id)
    forgetClaim(queryClient, id)
  }
  void queryClient.cancelQueries({ predicate: (q) => isDecided(q.queryKey) })
  // A page still open on one holds its data; the rest (prefetched rows) go.
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => isDecided(q.queryKey) })
  return queryClient.invalidateQueries({
    queryKey: waitingProductKeys.productsRoot,
    predicate: (q) => !isDecided(q.queryKey),
  })
}
