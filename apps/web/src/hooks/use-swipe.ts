import { type MouseEvent, type PointerEvent, useRef } from 'react'

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
const SWIPE_DISTANCE = 40

type Dir = 'ltr' | 'rtl'

/**
 * The step an arrow key means in a row of pictures: +1 the next, -1 the previous, 0 another key.
 */
export function keyStep(key: string, dir: Dir): 1 | -1 | 0 {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  return dir === 'rtl' ? ((-step || 0) as 1 | -1 | 0) : step
}

/**
 * The step of a finger that moved `dx` pixels sideways: pushing the picture away to the left
 * brings the next one in LTR, the previous one in RTL (where the next lies to the left).
 */
export function swipeStep(dx: number, dir: Dir): 1 | -1 {
  const step = dx < 0 ? 1 : -1
  return dir === 'rtl' ? (-step as 1 | -1) : step
}

/**
 * Swipes left and right on touch screens (and pens), from pointer events: no library. The
 * element should let the browser pan vertically only (`touch-pan-y`), or the browser takes
 * the sideways gesture for itself and cancels the pointer. `onSwipe` gets the step in the
 * reading direction (`swipeStep`). A click that ends a swipe is swallowed, so a swipe over a
 * clickable picture does not open it.
 * @example const swipe = useSwipe(dir, go); <div className="touch-pan-y" {...swipe} />
 */
export function useSwipe(dir: Dir, onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
      swiped.current = false
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from || from.id !== event.pointerId) return
      const dx = event.clientX - from.x
      const dy = event.clientY - from.y
      // Sideways, and clearly more sideways than down: a vertical scroll is not a swipe.
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy) * 1.5) return
      swiped.current = true
      onSwipe(swipeStep(dx, dir))
    },
    onPointerCancel: () => {
      start.current = null
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return
      swiped.current = false
      event.preventDefault()
      event.stopPropagation()
    },
  }
}
