import type { Product } from '@rihla/contract/products'
import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

type ProductGalleryProps = { pictures: Product['pictures']; title: string }

/**
 * Every picture of a product: the chosen one large (full `url`), the others as thumbnails
 * (`thumbnailUrl`, smaller files) that choose it; a placeholder when there is none.
 */
export function ProductGallery({ pictures, title }: ProductGalleryProps) {
  const t = useT()
  const [selected, setSelected] = useState(0)
  const current = pictures[selected] ?? pictures[0]

  if (!current) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-10" />
        <p className="text-sm">{t('productDetails.noPictures')}</p>
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <img
        src={current.url}
        alt={t('productDetails.pictureAlt', { title, index: selected + 1, total: pictures.length })}
        className="aspect-video w-full rounded-xl bg-slate-100 object-contain"
      />
      {pictures.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={t('productDetails.showPicture', { index: index + 1 })}
                onClick={() => setSelected(index)}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2',
                  index === selected ? 'ring-emerald-500' : 'ring-transparent',
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
      ) : null}
    </div>
  )
}
