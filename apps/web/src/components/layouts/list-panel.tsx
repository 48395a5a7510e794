import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PageSizeSelect } from '@/components/ui/page-size-select'
import { Pager, type PagerProps } from '@/components/ui/pager'
import { SearchInput, type SearchInputProps } from '@/components/ui/search-input'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

type PageSize = {
  value: number
  defaultValue: number
  seedValue?: number
  onChange: (size: number) => void
}

type ListSectionProps = {
  /** Names the section for screen readers (the screen's title). */
  label: string
  /** Left out, the toolbar holds only what `toolbar` gives (the activity page's filters). */
  search?: SearchInputProps
  /** Whatever sits beside the search box in the toolbar. */
  toolbar?: ReactNode
  toolbarClassName?: string
  /** Given, and with at least one page, a pager closes the section. */
  pager?: PagerProps | null
  /** Given, a "Rows per page" choice sits beside the pager. */
  pageSize?: PageSize
  /** Under the toolbar: the list's filters. */
  filters?: ReactNode
  /**
   * Given, the filters fold behind a "Filters (n)" button saying how many are set: folded at
   * first on a phone, so the first row stays in view, unfolded from 768 px.
   */
  filterCount?: number
  children: ReactNode
}

/** A list on one card: the toolbar on top, the rows (or their state), the pager at the bottom. */
export function ListSection({
  label,
  search,
  toolbar,
  toolbarClassName,
  pager,
  pageSize,
  filters,
  filterCount,
  children,
}: ListSectionProps) {
  return (
    <section
      aria-label={label}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className={cn('border-b border-slate-100 p-3 sm:p-4', toolbarClassName)}>
        {search ? <SearchInput {...search} /> : null}
        {toolbar}
      </div>
      {filters && filterCount !== undefined ? (
        <FilterSheet count={filterCount}>{filters}</FilterSheet>
      ) : filters ? (
        <div className="border-b border-slate-100 px-4 py-3">{filters}</div>
      ) : null}
      {children}
      {pager && pager.totalPages > 0 ? (
        <PagerRow pager={pager} pageSize={pageSize} className="border-t border-slate-100 p-4" />
      ) : null}
    </section>
  )
}

function PagerRow(props: {
  pager: PagerProps
  pageSize?: PageSize | undefined
  className?: string
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', props.className)}>
      {/*
        A basis, so that on a phone "Rows per page" wraps below instead of under "Next";
        either wraps rather than overlapping the other, whatever the language's length.
      */}
      <div className="min-w-0 flex-1 basis-60">
        <Pager {...props.pager} />
      </div>
      {props.pageSize ? <PageSizeSelect {...props.pageSize} /> : null}
    </div>
  )
}

/** The filters behind a toggle naming how many are set; unfolded at first from 768 px. */
function FilterSheet({ count, children }: { count: number; children: ReactNode }) {
  const t = useT()
  const id = useId()
  const wide = useMediaQuery('(min-width: 768px)')
  const [open, setOpen] = useState(wide)
  return (
    <div className="border-b border-slate-100 px-4 py-3">
      <Button
        variant="secondary"
        className="px-3 py-2"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('filters.toggleCount', { count }) : t('filters.toggle')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <div id={id} hidden={!open} className="pt-3">
        {children}
      </div>
    </div>
  )
}

type ListCardProps = {
  /** The search box, at the start of the toolbar. */
  search: SearchInputProps
  /** A count shown at the end of the toolbar once known. */
  summary?: ReactNode
  /** The outcome of the last action, above the card. */
  notice?: ReactNode
  /** Below the card, once the first page is in (null before). */
  pager?: PagerProps | null
  /** Given, a "Rows per page" choice sits beside the pager, its place kept while loading. */
  pageSize?: PageSize
  children: ReactNode
}

/** A list whose toolbar and pager sit outside the card that holds its rows. */
export function ListCard({ search, summary, notice, pager, pageSize, children }: ListCardProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput {...search} />
        {summary ? <p className="text-sm text-slate-500">{summary}</p> : null}
      </div>
      {notice}
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {children}
      </div>
      {pager ? (
        <PagerRow pager={pager} pageSize={pageSize} />
      ) : pageSize ? (
        <div className="h-10" />
      ) : null}
    </div>
  )
}
