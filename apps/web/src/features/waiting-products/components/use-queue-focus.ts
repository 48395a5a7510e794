import type { Product } from '@rihla/contract/products'
import { useEffect, useState } from 'react'
import { queueRowOf } from './use-focus-claim'

const focusRow = (id: number) =>
  document.querySelector<HTMLElement>(`[data-queue-row="${id}"]`)?.focus()

/**
 * The row the keys act on and where the focus goes, in one place: a row focused by Tab or a
 * click becomes it, as one reached by j and k; after a decision on it the focus goes on to the
 * next row (the previous one after the last) once no dialog is open.
 */
export function useQueueFocus(products: readonly Product[], dialogOpen: boolean) {
  const [focusedId, setFocusedId] = useState<number | null>(null)
  // The row to focus once a decision is done and its dialog closed (the dialog gives the focus
  // back to its opener as it closes; this runs after that).
  const [pending, setPending] = useState<number | null>(null)

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const id = queueRowOf(event.target)
      if (id !== null) setFocusedId(id)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [])

  useEffect(() => {
    if (pending === null || dialogOpen) return
    setPending(null)
    focusRow(pending)
  }, [pending, dialogOpen])

  return {
    focused: products.find((p) => p.id === focusedId) ?? null,
    setFocusedId,
    /**
     * Before deciding `product`: when it is the row the keys act on (or holds the focus), the
     * row after it (before it when last) to go on with once it is decided.
     */
    nextAfter: (product: Product): number | null => {
      const active = document.activeElement
      const holdsFocus =
        active instanceof HTMLElement &&
        (queueRowOf(active) === product.id ||
          active.closest('tr, li, article')?.querySelector(`[data-queue-row="${product.id}"]`) !=
            null)
      if (product.id !== focusedId && !holdsFocus) return null
      const index = products.findIndex((p) => p.id === product.id)
      if (index === -1) return null
      return (products[index + 1] ?? products[index - 1])?.id ?? null
    },
    goOnWith: (id: number | null) => {
      if (id === null) return
      setFocusedId(id)
      setPending(id)
    },
    /** j and k; the first row when none is focused yet. */
    move: (step: number) => {
      if (products.length === 0) return
      const index = products.findIndex((p) => p.id === focusedId)
      const next =
        products[index === -1 ? 0 : Math.min(Math.max(index + step, 0), products.length - 1)]
      if (!next) return
      setFocusedId(next.id)
      focusRow(next.id)
    },
  }
}
