import { categoryLabel } from '@rihla/contract/categories'
import { RecentListPanel } from '@/components/ui/recent-list-panel'
import { Skeleton } from '@/components/ui/skeleton'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { formatPrice } from '@/lib/format'
import { RECENT_PRODUCTS_QUERY, useProducts } from '../api/get-products'
import { productHref } from './product-href'
import { ProductStatusBadge } from './product-status-badge'

/** The dashboard's five newest products, approved or waiting. */
export function RecentProducts({ className }: { className?: string }) {
  const t = useT()
  const locale = useLocale()
  const products = useProducts(RECENT_PRODUCTS_QUERY)

  return (
    <RecentListPanel
      title={t('dashboard.recentProducts')}
      className={className}
      viewAll={{ to: paths.products.href(), label: t('dashboard.viewAllProducts') }}
      rows={products.data?.products}
      count={RECENT_PRODUCTS_QUERY.limit}
      failed={
        products.isError
          ? { message: t('dashboard.recentProductsFailed'), onRetry: () => void products.refetch() }
          : null
      }
      emptyMessage={t('dashboard.noProducts')}
      placeholder={
        <>
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </>
      }
      renderRow={(product) => (
        <>
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
        </>
      )}
    />
  )
}
