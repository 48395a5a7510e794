import { type DragEvent, useState } from 'react'
import type { CardDrag } from './banner-card'

/** `ids` with `moved` put where `target` is (before it going up, after it going down). */
export function moveId(ids: number[], moved: number, target: number): number[] {
  const from = ids.indexOf(moved)
  const to = ids.indexOf(target)
  if (from < 0 || to < 0 || from === to) return ids
  const next = ids.filter((id) => id !== moved)
  next.splice(to, 0, moved)
  return next
}

/**
 * Dragging the banners' cards (HTML drag and drop); the keyboard's and a phone's way is Move up /
 * Move down.
 */
export function useBannerDrag(onDrop: (moved: number, target: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  const end = () => {
    setDragged(null)
    setOver(null)
  }
  return (id: number): CardDrag => ({
    dragging: dragged === id,
    over: over === id && dragged !== null && dragged !== id,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move'
      // Some browsers start no drag without data.
      event.dataTransfer.setData('text/plain', String(id))
      setDragged(id)
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'move'
      if (over !== id) setOver(id)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      if (dragged !== null && dragged !== id) onDrop(dragged, id)
      end()
    },
    onDragEnd: end,
  })
}
