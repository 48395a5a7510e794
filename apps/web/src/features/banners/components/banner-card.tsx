import type { Banner } from '@rihla/contract/banners'
import { Trash2 } from 'lucide-react'
import { focusRing } from '@/components/ui/focus-ring'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatBannerDate } from './banner-date'

type BannerCardProps = {
  banner: Banner
  busy: boolean
  /** Left out for a person the server would refuse: the card then has no delete button. */
  onDelete?: (banner: Banner) => void
}

/**
 * One banner with its creation date and a delete button. The image box has the banners' 3:1
 * shape before the file arrives, so loading never moves the grid.
 */
export function BannerCard({ banner, busy, onDelete }: BannerCardProps) {
  const t = useT()
  const date = formatBannerDate(banner.createdAt, useLocale())
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <figure>
        <img
          src={banner.url}
          alt={t('banners.image', { date })}
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-[3/1] h-auto w-full bg-slate-100 object-cover"
        />
        <figcaption className="flex items-center justify-between gap-3 px-4 py-3">
          <time dateTime={banner.createdAt} className="text-sm text-slate-600">
            {date}
          </time>
          {onDelete ? (
            <button
              type="button"
              aria-label={t('banners.delete')}
              disabled={busy}
              onClick={() => onDelete(banner)}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50',
                focusRing,
              )}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </figcaption>
      </figure>
    </li>
  )
}
