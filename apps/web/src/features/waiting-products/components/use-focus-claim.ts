import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { FOCUS_CLAIM_MS } from '@/config/timing'
import { holdClaim } from '../api/claim-manager'

/** The product id of a queue row's link (`data-queue-row`), if `target` is one. */
export function queueRowOf(target: EventTarget | null): number | null {
  if (!(target instanceof HTMLElement)) return null
  const id = Number(target.dataset.queueRow)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * A row of the queue that keeps the keyboard focus (Tab, j, k) for `FOCUS_CLAIM_MS` claims
 * its product, as opening it would; the claim ends when the focus leaves the row.
 */
export function useFocusClaim() {
  const queryClient = useQueryClient()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let letGo: (() => void) | undefined
    const leave = () => {
      clearTimeout(timer)
      letGo?.()
      letGo = undefined
    }
    const onFocusIn = (event: FocusEvent) => {
      leave()
      const id = queueRowOf(event.target)
      if (id === null) return
      timer = setTimeout(() => {
        letGo = holdClaim(queryClient, id)
      }, FOCUS_CLAIM_MS)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (queueRowOf(event.target) !== null && queueRowOf(event.relatedTarget) === null) leave()
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
      leave()
    }
  }, [queryClient])
}
