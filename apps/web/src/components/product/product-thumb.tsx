import { ImageIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

type ProductThumbProps = {
  /** The first picture's thumbnail (a signed URL for a product that is not approved). */
  src: string | null | undefined
  className?: string
}

/**
 * The first picture of a product, small, beside its title in lists and search results. It is
 * decorative (the title names the product), so it is hidden from screen readers; without a
 * picture a neutral icon keeps the rows aligned.
 */
export function ProductThumb({ src, className }: ProductThumbProps) {
  const box = cn(
    'size-10 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100',
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
      alt=""
      data-thumb="picture"
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className={cn(box, 'object-cover')}
    />
  )
}

/** The thumbnail (else the full picture) of a product's first picture. */
export function firstThumbnail(
  pictures: ReadonlyArray<{ url: string; thumbnailUrl: string | null }>,
): string | null {
  const first = pictures[0]
  return first ? (first.thumbnailUrl ?? first.url) : null
}
