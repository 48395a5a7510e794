import { CATEGORY_CODES } from '@rihla/contract/categories'
import { CircleX, FolderTree, Hourglass, type LucideIcon, Package, Users } from 'lucide-react'
import { useId } from 'react'
import { ErrorState } from '@/components/ui/error-state'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { useStats } from '../api/get-stats'

type StatCardProps = {
  title: string
  value: string | null
  caption: string | null
  icon: LucideIcon
  /** Given, the caption is a link there. */
  href?: string
  className?: string
}

/**
 * Five cards fill whole rows: two a row then the last alone across both, three and two on a
 * large screen (a six-column grid), all five in a row on the widest.
 */
const SPANS = [
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-3 2xl:col-span-1',
  'sm:col-span-2 lg:col-span-3 2xl:col-span-1',
]

const CARD = 'h-32 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm'

function StatCard({ title, value, caption, icon: Icon, href, className }: StatCardProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={cn(CARD, className)}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-medium text-slate-500">
          {title}
        </h2>
        <span className="flex size-9 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {value === null ? (
        <>
          <Skeleton className="mt-1 h-8 w-20" />
          <Skeleton className="mt-2 h-4 w-36" />
        </>
      ) : (
        <>
          <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {value}
          </p>
          {href ? (
            // Not in the truncating paragraph: its overflow would cut the focus outline.
            <TextLink to={href} className="mt-1 inline-block text-xs">
              {caption}
            </TextLink>
          ) : (
            <p className="mt-1 truncate text-xs text-slate-500">{caption}</p>
          )}
        </>
      )}
    </section>
  )
}

/** The products screen filtered on the rejected listings (its status filter). */
const REJECTED_PRODUCTS = `${paths.products.href()}?${new URLSearchParams({ status: 'rejected' })}`

/** The five figures at the top of the dashboard, all from `GET /api/stats`. */
export function StatCards() {
  const t = useT()
  const locale = useLocale()
  const stats = useStats()
  if (stats.isError) {
    return (
      <div className={CARD}>
        <ErrorState
          className="h-full p-0"
          message={t('dashboard.statsFailed')}
          onRetry={() => void stats.refetch()}
        />
      </div>
    )
  }
  const s = stats.data
  const n = (value: number) => formatNumber(value, locale)
  const cards: StatCardProps[] = [
    {
      title: t('dashboard.totalUsers'),
      icon: Users,
      value: s ? n(s.totalUsers) : null,
      caption: s ? t('dashboard.blockedCaption', { count: n(s.blockedUsers) }) : null,
    },
    {
      title: t('dashboard.totalProducts'),
      icon: Package,
      value: s ? n(s.approvedProducts + s.waitingProducts) : null,
      caption: s
        ? t('dashboard.productsCaption', {
            approved: n(s.approvedProducts),
            waiting: n(s.waitingProducts),
          })
        : null,
    },
    {
      title: t('dashboard.waitingApproval'),
      icon: Hourglass,
      value: s ? n(s.waitingProducts) : null,
      caption: t('dashboard.waitingCaption'),
    },
    {
      // How many listings went back to their owners lately.
      title: t('dashboard.rejectedThisWeek'),
      icon: CircleX,
      value: s ? n(s.rejectedThisWeek) : null,
      caption: t('dashboard.rejectedLink'),
      href: REJECTED_PRODUCTS,
    },
    {
      title: t('dashboard.subcategories'),
      icon: FolderTree,
      value: s ? n(s.subcategories) : null,
      caption: t('dashboard.subcategoriesCaption', { count: CATEGORY_CODES.length }),
    },
  ]
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-6 2xl:grid-cols-5">
      {cards.map((card, index) => (
        <StatCard key={card.title} {...card} className={SPANS[index]} />
      ))}
    </div>
  )
}
