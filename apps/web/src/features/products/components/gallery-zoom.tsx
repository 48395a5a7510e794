import type { Product } from '@rihla/contract/products'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { type KeyboardEvent, useRef } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { DialogShell } from '@/components/ui/modal-dialog'
import { keyStep, useSwipe } from '@/hooks/use-swipe'
import { useDirection, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

/** The round buttons over a picture (previous, next, enlarge, close), light on dark in both themes. */
export const overlayButton = cn(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rail/75 text-rail-strong shadow hover:bg-rail',
  focusRing,
)

type GalleryZoomProps = {
  open: boolean
  pictures: Product['pictures']
  /** The picture shown (0-based). */
  index: number
  title: string
  /** Show the next (+1) or the previous (-1) picture, wrapping around. */
  onMove: (step: 1 | -1) => void
  onClose: () => void
}

/**
 * A product's pictures whole, as large as the screen allows, in a modal dialog: previous and
 * next by buttons, arrow keys (mirrored in Arabic) and swipes; Escape, the close button or a
 * click beside the picture closes it, and the focus goes back where it was.
 */
export function GalleryZoom({ open, pictures, index, title, onMove, onClose }: GalleryZoomProps) {
  const t = useT()
  const dir = useDirection()
  const closeRef = useRef<HTMLButtonElement>(null)
  const swipe = useSwipe(dir, onMove)
  const current = pictures[index]
  if (!current) return null
  const total = pictures.length
  const position = { index: index + 1, total }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyStep(event.key, dir)
    if (step === 0 || total < 2) return
    event.preventDefault()
    onMove(step)
  }

  return (
    <DialogShell
      open={open}
      role="dialog"
      aria-label={t('productDetails.zoomLabel', { title })}
      initialFocus={closeRef}
      onEscape={(event) => {
        event.stopPropagation()
        onClose()
      }}
      onBackdropClick={onClose}
      className="size-full max-w-6xl"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the dialog's buttons, which hold the focus */}
      <div
        onKeyDown={onKeyDown}
        className="flex size-full flex-col gap-3 rounded-2xl bg-black p-3 text-rail-text shadow-xl sm:p-4"
      >
        <div className="flex items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm tabular-nums">
            {t('productDetails.position', position)}
          </p>
          <button
            ref={closeRef}
            type="button"
            aria-label={t('productDetails.closeZoom')}
            onClick={onClose}
            className={overlayButton}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center"
          {...swipe}
        >
          <img
            src={current.url}
            alt={t('productDetails.pictureAlt', { title, ...position })}
            draggable={false}
            className="max-h-full max-w-full object-contain select-none"
          />
          {total > 1 ? (
            <>
              <button
                type="button"
                aria-label={t('productDetails.previousPicture')}
                onClick={() => onMove(-1)}
                className={cn(overlayButton, 'absolute start-0 top-1/2 -translate-y-1/2')}
              >
                <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                aria-label={t('productDetails.nextPicture')}
                onClick={() => onMove(1)}
                className={cn(overlayButton, 'absolute end-0 top-1/2 -translate-y-1/2')}
              >
                <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </DialogShell>
  )
}
