import type { AdminBanner } from '@rihla/contract/banners'
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react'
import type { DragEvent, ReactNode } from 'react'
import { focusRing } from '@/components/ui/focus-ring'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatBannerDate } from './banner-date'
import { BannerLinkText, BannerScheduleText } from './banner-details'
import { BannerStateBadge } from './banner-state-badge'

/** What the card's list passes for dragging it (HTML drag and drop: a mouse or a pen). */
export type CardDrag = {
  dragging: boolean
  over: boolean
  onDragStart: (event: DragEvent) => void
  onDragOver: (event: DragEvent) => void
  onDrop: (event: DragEvent) => void
  onDragEnd: () => void
}

type BannerCardProps = {
  banner: AdminBanner
  total: number
  busy: boolean
  drag: CardDrag
  onMove: (banner: AdminBanner, by: -1 | 1) => void
  onEdit: (banner: AdminBanner) => void
  onDelete: (banner: AdminBanner) => void
}

const iconButton = cn(
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-200 text-slate-600 hover:bg-slate-50 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
)

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </div>
  )
}

/**
 * One banner of the ordered list, with Move up / Move down (the keyboard's and a phone's way to
 * reorder), Edit and Delete.
 */
export function BannerCard(props: BannerCardProps) {
  const { banner, total, busy, drag, onMove, onEdit, onDelete } = props
  const t = useT()
  const date = formatBannerDate(banner.createdAt, useLocale())
  const first = banner.position <= 1
  const last = banner.position >= total
  return (
    <li
      draggable
      data-banner-id={banner.id}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDrop={drag.onDrop}
      onDragEnd={drag.onDragEnd}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-white p-3 shadow-sm md:flex-row md:items-center',
        drag.over ? 'border-emerald-500 ring-2 ring-emerald-500/30' : 'border-slate-200',
        drag.dragging && 'opacity-50',
      )}
    >
      <div className="flex items-center gap-2 md:flex-col">
        <span title={t('banners.dragHandle')} className="hidden cursor-grab md:block">
          <GripVertical aria-hidden="true" className="size-5 text-slate-400" />
        </span>
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
          <span className="sr-only">{t('banners.position', { position: banner.position })}</span>
          <span aria-hidden="true">{banner.position}</span>
        </span>
      </div>
      <img
        src={banner.url}
        alt={t('banners.image', { date })}
        width={1200}
        height={400}
        loading="lazy"
        decoding="async"
        draggable={false}
        className="aspect-[3/1] h-auto w-full rounded-lg bg-slate-100 object-cover md:w-52"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div>
          <BannerStateBadge state={banner.state} />
        </div>
        <dl className="flex flex-col gap-1 text-sm">
          <Detail term={t('banners.link')}>
            <BannerLinkText banner={banner} />
          </Detail>
          <Detail term={t('banners.schedule')}>
            <BannerScheduleText banner={banner} />
          </Detail>
          <Detail term={t('banners.added')}>
            <time dateTime={banner.createdAt}>{date}</time>
          </Detail>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label={t('banners.moveUp')}
          title={t('banners.moveUp')}
          data-move="up"
          disabled={busy || first}
          onClick={() => onMove(banner, -1)}
          className={iconButton}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('banners.moveDown')}
          title={t('banners.moveDown')}
          data-move="down"
          disabled={busy || last}
          onClick={() => onMove(banner, 1)}
          className={iconButton}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('banners.editLabel', { position: banner.position })}
          disabled={busy}
          onClick={() => onEdit(banner)}
          className={cn(iconButton, 'w-auto gap-1.5 px-3 text-sm font-medium')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('banners.edit')}
        </button>
        <button
          type="button"
          aria-label={t('banners.delete')}
          disabled={busy}
          onClick={() => onDelete(banner)}
          className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  )
}
