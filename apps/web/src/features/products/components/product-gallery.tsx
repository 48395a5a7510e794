import type { Product } from '@rihla/contract/products'
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { keyStep, useSwipe } from '@/hooks/use-swipe'
import { useDirection, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { GalleryZoom, overlayButton } from './gallery-zoom'

type ProductGalleryProps = { pictures: Product['pictures']; title: string }

/**
 * Every picture of a product: the chosen one large (full `url`), previous and next buttons,
 * arrow keys (mirrored in Arabic) and swipes to move, thumbnails (`thumbnailUrl`, smaller
 * files) to choose, and a zoom view of the whole picture; a placeholder when there is none.
 */
export function ProductGallery({ pictures, title }: ProductGalleryProps) {
  const t = useT()
  const dir = useDirection()
  const [selected, setSelected] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const thumbs = useRef<Array<HTMLButtonElement | null>>([])
  const total = pictures.length
  // A product read again may have fewer pictures than the one chosen.
  const index = Math.min(selected, Math.max(total - 1, 0))
  const current = pictures[index]
  const go = (step: number) => setSelected((total + index + step) % Math.max(total, 1))
  const swipe = useSwipe(dir, go)

  if (!current) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="text-sm">{t('productDetails.noPictures')}</p>
      </div>
    )
  }

  const position = { index: index + 1, total }
  const several = total > 1

  // Arrow keys anywhere in the gallery move; on a thumbnail, the focus follows the choice.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = keyStep(event.key, dir)
    if (!several || step === 0) return
    event.preventDefault()
    const next = (total + index + step) % total
    setSelected(next)
    if (event.target instanceof HTMLElement && event.target.dataset.galleryThumb !== undefined) {
      thumbs.current[next]?.focus()
    }
  }

  return (
    <>
      <section
        aria-label={t('productDetails.gallery')}
        onKeyDown={onKeyDown}
        className="flex min-w-0 flex-col gap-3"
      >
        <div className="relative touch-pan-y" {...swipe}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Enlarge button below is its keyboard twin */}
          <img
            src={current.url}
            alt={t('productDetails.pictureAlt', { title, ...position })}
            draggable={false}
            onClick={() => setZoomed(true)}
            className="aspect-video w-full cursor-zoom-in rounded-xl bg-slate-100 object-contain select-none"
          />
          <button
            type="button"
            aria-label={t('productDetails.zoom', position)}
            aria-haspopup="dialog"
            onClick={() => setZoomed(true)}
            className={cn(overlayButton, 'absolute end-2 top-2 size-9')}
          >
            <Maximize2 aria-hidden="true" className="size-4" />
          </button>
          {several ? (
            <>
              <button
                type="button"
                aria-label={t('productDetails.previousPicture')}
                onClick={() => go(-1)}
                className={cn(overlayButton, 'absolute start-2 top-1/2 -translate-y-1/2')}
              >
                <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                aria-label={t('productDetails.nextPicture')}
                onClick={() => go(1)}
                className={cn(overlayButton, 'absolute end-2 top-1/2 -translate-y-1/2')}
              >
                <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
        </div>
        {several ? (
          <>
            <p aria-live="polite" className="text-center text-xs text-slate-500 tabular-nums">
              {t('productDetails.position', position)}
            </p>
            <ul className="flex gap-2 overflow-x-auto p-1">
              {pictures.map((picture, i) => (
                <li key={picture.id} className="shrink-0">
                  <button
                    ref={(element) => {
                      thumbs.current[i] = element
                    }}
                    type="button"
                    data-gallery-thumb=""
                    aria-pressed={i === index}
                    aria-label={t('productDetails.showPicture', { index: i + 1 })}
                    onClick={() => setSelected(i)}
                    className={cn(
                      'block overflow-hidden rounded-lg ring-2',
                      i === index ? 'ring-emerald-500' : 'ring-transparent',
                      focusRing,
                    )}
                  >
                    <img
                      src={picture.thumbnailUrl ?? picture.url}
                      srcSet={picture.thumbnailUrl ? picture.thumbnailSrcset : undefined}
                      sizes={picture.thumbnailUrl && picture.thumbnailSrcset ? '64px' : undefined}
                      alt=""
                      loading="lazy"
                      className="size-16 object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {/* Outside the section: its keys (in a portal, React would bubble them here) are its own. */}
      <GalleryZoom
        open={zoomed}
        pictures={pictures}
        index={index}
        title={title}
        onMove={go}
        onClose={() => setZoomed(false)}
      />
    </>
  )
}
