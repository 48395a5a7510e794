import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

const STARS = [1, 2, 3, 4, 5] as const

type StarRatingProps = { value: number; onChange: (rating: number) => void; disabled?: boolean }

/**
 * Five stars as a native radio group: Tab reaches it, the arrow keys move and choose, and each
 * star is named ("1 star", "2 stars"...). Hovering previews a rating.
 */
export function StarRating({ value, onChange, disabled = false }: StarRatingProps) {
  const t = useT()
  const name = useId()
  const [hovered, setHovered] = useState(0)
  const shown = hovered || value
  return (
    <div
      role="radiogroup"
      aria-label={t('rate.legend')}
      className="flex items-center gap-1"
      onMouseLeave={() => setHovered(0)}
    >
      {STARS.map((star) => (
        <label
          key={star}
          className={cn('cursor-pointer', disabled && 'cursor-not-allowed')}
          onMouseEnter={() => !disabled && setHovered(star)}
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            disabled={disabled}
            onChange={() => onChange(star)}
            aria-label={star === 1 ? t('rate.star') : t('rate.stars', { count: star })}
            className="peer sr-only"
          />
          <span className="block rounded-md p-1 peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500">
            <Star
              aria-hidden="true"
              className={cn(
                'size-9 transition-colors',
                star <= shown ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
              )}
            />
          </span>
        </label>
      ))}
    </div>
  )
}
