import { categoryLabel } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { Link } from 'react-router'
import { focusRing } from '@/components/ui/focus-ring'
import { SortHeader, type SortOrder } from '@/components/ui/sort-header'
import { paths } from '@/config/paths'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import type { WaitingSortKey } from '../api/get-waiting-products'
import { WAITING_COLUMNS } from './waiting-columns'
import { type WaitingActions, WaitingProductMenu } from './waiting-product-menu'

type WaitingProductsTableProps = WaitingActions & {
  products: Product[]
  sort: WaitingSortKey
  order: SortOrder
  onSort: (key: WaitingSortKey) => void
  busy: boolean
}

const CELL = 'px-4 py-3'

/**
 * The queue on wide screens. The whole row opens the product: its title link stretches over
 * the row, and the action menu sits above it.
 */
export function WaitingProductsTable(props: WaitingProductsTableProps) {
  const { products, sort, order, onSort, busy } = props
  const t = useT()
  const locale = useLocale()
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy}
        className={cn('w-full text-sm text-slate-700 transition-opacity', busy && 'opacity-60')}
      >
        <caption className="sr-only">{t('waiting.tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
          <tr>
            {WAITING_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={t(column.label)}
                active={sort === column.key}
                order={order}
                onSort={() => onSort(column.key)}
              />
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('waiting.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="relative border-t border-slate-100 hover:bg-slate-50">
              <td className={cn(CELL, 'tabular-nums text-slate-500')}>{product.id}</td>
              <td className={cn(CELL, 'max-w-72 font-medium text-slate-900')}>
                <Link
                  to={paths.waitingProduct.href(product.id)}
                  className={cn('line-clamp-2 rounded after:absolute after:inset-0', focusRing)}
                >
                  {product.title}
                </Link>
              </td>
              <td className={cn(CELL, 'whitespace-nowrap')}>
                <bdi lang="ar">{categoryLabel(product.category)}</bdi>
              </td>
              <td className={cn(CELL, 'max-w-56 truncate')}>{product.location}</td>
              <td className={cn(CELL, 'whitespace-nowrap tabular-nums')}>
                {formatPrice(product.price, locale)}
              </td>
              <td className={cn(CELL, 'relative z-10 w-12 text-end')}>
                <WaitingProductMenu product={product} {...props} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
