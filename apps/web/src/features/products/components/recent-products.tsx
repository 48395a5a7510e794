import { categoryLabel } from '@rihla/contract/categories'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorState } from '@/components/ui/error-state'
import { Panel } from '@/components/ui/panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { formatPrice } from '@/lib/format'
import { RECENT_PRODUCTS_QUERY, useProducts } from '../api/get-products'
import { productHref } from './product-href'
import { ProductStatusBadge } from './product-status-badge'

const COUNT = RECENT_PRODUCTS_QUERY.limit
const ROW = 'flex h-16 items-center gap-3 px-5'

/** The dashboard's five newest products, approved or waiting. */
export function RecentProducts({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const products = useProducts(RECENT_PRODUCTS_QUERY)
  const rows = products.data?.products

  let body: ReactNode
  if (products.isError) {
    body = (
      <ErrorState
        className="h-80"
        message={t('dashboard.recentProductsFailed')}
        onRetry={() => void products.refetch()}
      />
    )
  } else if (!rows) {
    body = (
      <ul aria-busy="true" className="divide-y divide-slate-100">
        {Array.from({ length: COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={ROW}>
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 w-16" />
          </li>
        ))}
      </ul>
    )
  } else if (rows.length === 0) {
    body = <EmptyState className="h-80" message={t('dashboard.noProducts')} />
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {rows.map((product) => (
          <li key={product.id} className={ROW}>
            <div className="min-w-0 flex-1">
              <TextLink to={productHref(product)} dir="auto" className="block truncate text-sm">
                {product.title}
              </TextLink>
              <p className="truncate text-xs text-slate-500">
                {categoryLabel(product.category, locale)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="text-sm font-medium tabular-nums text-slate-900">
                {formatPrice(product.price, locale)}
              </span>
              <ProductStatusBadge status={product.status} />
            </div>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Panel
      title={t('dashboard.recentProducts')}
      className={className}
      action={
        <TextLink to={paths.products.href()} className="text-sm">
          {t('dashboard.viewAllProducts')}
        </TextLink>
      }
    >
      {body}
    </Panel>
  )
}
