import { ImageIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** The sides a thumbnail box comes in, in CSS pixels, with their class. */
const BOX = { 32: 'size-8', 40: 'size-10', 56: 'size-14' } as const

type ProductThumbProps = {
  /** The first picture's thumbnail (a signed URL for a product that is not approved). */
  src: string | null | undefined
  /** Its list sizes by width (`thumbnailSrcset`); absent for pictures stored before them. */
  srcSet?: string | undefined
  /** The box's side in CSS pixels, which is also the `sizes` the browser picks a file for. */
  size?: keyof typeof BOX
  className?: string
}

/**
 * The first picture of a product, small, beside its title in lists and search results. It is
 * decorative (the title names the product), so it is hidden from screen readers; without a
 * picture a neutral icon keeps the rows aligned. With a `srcSet`, a phone loads the 128 px
 * square instead of the 400 px thumbnail (about a third of its bytes).
 */
export function ProductThumb({ src, srcSet, size = 40, className }: ProductThumbProps) {
  const box = cn(
    BOX[size],
    'shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100',
    className,
  )
  if (!src) {
    return (
      <span
        aria-hidden="true"
        data-thumb="none"
        className={cn(box, 'flex items-center justify-center')}
      >
        <ImageIcon className="size-4 text-slate-400" />
      </span>
    )
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      alt=""
      data-thumb="picture"
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn(box, 'object-cover')}
    />
  )
}

type PictureRef = { url: string; thumbnailUrl: string | null; thumbnailSrcset?: string }

/** The thumbnail (else the full picture) of a product's first picture, with its list sizes. */
export function firstThumbnail(pictures: ReadonlyArray<PictureRef>): {
  src: string | null
  srcSet?: string
} {
  const first = pictures[0]
  if (!first) return { src: null }
  const src = first.thumbnailUrl ?? first.url
  // The sizes name the thumbnail: without it, the picture alone.
  return first.thumbnailUrl && first.thumbnailSrcset
    ? { src, srcSet: first.thumbnailSrcset }
    : { src }
}
