import { categoryLabel } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { wilayaName } from '@rihla/contract/wilayas'
import { Skeleton } from '@/components/ui/skeleton'
import { SortHeader, type SortOrder } from '@/components/ui/sort-header'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import type { ProductSortKey } from '../api/get-products'
import { ProductRowMenu } from './product-row-menu'

/** The seed's sortable columns, as they appear on screen, with the server's sort key of each. */
const SORTABLE_COLUMNS: Array<{ key: ProductSortKey; label: MessageKey }> = [
  { key: 'id', label: 'products.col.id' },
  { key: 'title', label: 'products.col.title' },
  { key: 'category', label: 'products.col.category' },
  { key: 'location', label: 'products.col.location' },
  { key: 'price', label: 'products.col.price' },
]

// Whole class names, so that Tailwind finds them in the source.
const PLACEHOLDER_CELLS = ['h-4 w-8', 'h-4 w-40', 'h-4 w-24', 'h-4 w-28', 'h-4 w-16', 'h-4 w-56']

const ROW = 'h-16 border-t border-slate-100'
const CELL = 'px-4 py-2'

type ProductsTableProps = {
  /** Null while the first page loads: rows of the same height stand in for it. */
  products: Product[] | null
  rowCount: number
  sort: ProductSortKey
  order: SortOrder
  onSort: (key: ProductSortKey) => void
  onDelete: (product: Product) => void
  /** Wilaya names from the server, by number; the contract's list fills any gap. */
  wilayaNames: ReadonlyMap<number, string>
  busyProductId: number | null
  busy: boolean
}

export function ProductsTable(props: ProductsTableProps) {
  const { products, rowCount, sort, order, onSort, busy } = props
  const t = useT()
  return (
    <div className="overflow-x-auto">
      <table
        aria-busy={busy || products === null}
        className={cn('w-full text-sm text-slate-700 transition-opacity', busy && 'opacity-60')}
      >
        <caption className="sr-only">{t('products.tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
          <tr>
            {SORTABLE_COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={t(column.label)}
                active={sort === column.key}
                order={order}
                onSort={() => onSort(column.key)}
              />
            ))}
            <th scope="col" className="px-4 py-3 text-start font-medium">
              {t('products.col.description')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('products.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products === null
            ? Array.from({ length: rowCount }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <tr key={index} className={ROW}>
                  {PLACEHOLDER_CELLS.map((size, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <td key={cell} className={CELL}>
                      <Skeleton className={size} />
                    </td>
                  ))}
                  <td />
                </tr>
              ))
            : products.map((product) => (
                <ProductRow key={product.id} product={product} {...props} />
              ))}
        </tbody>
      </table>
    </div>
  )
}

function ProductRow({
  product,
  onDelete,
  busyProductId,
  wilayaNames,
}: ProductsTableProps & { product: Product }) {
  const locale = useLocale()
  const wilaya = wilayaNames.get(Number(product.wilaya)) ?? wilayaName(product.wilaya)
  return (
    <tr className={cn(ROW, 'hover:bg-slate-50')}>
      <td className={cn(CELL, 'tabular-nums text-slate-500')}>{product.id}</td>
      <td className={cn(CELL, 'max-w-64 font-medium')}>
        <TextLink to={paths.product.href(product.id)} className="line-clamp-2 text-slate-900">
          {product.title}
        </TextLink>
      </td>
      <td className={cn(CELL, 'whitespace-nowrap')}>
        <bdi lang="ar">{categoryLabel(product.category)}</bdi>
      </td>
      <td className={cn(CELL, 'max-w-48')}>
        <span className="block truncate">{product.location}</span>
        <span className="block truncate text-xs text-slate-500">
          <bdi lang="ar">{wilaya}</bdi>
        </span>
      </td>
      <td className={cn(CELL, 'whitespace-nowrap tabular-nums')}>
        {formatPrice(product.price, locale)}
      </td>
      <td className={cn(CELL, 'min-w-56 max-w-sm text-slate-500')}>
        <p className="line-clamp-2">{product.description}</p>
      </td>
      <td className={cn(CELL, 'text-end')}>
        <ProductRowMenu product={product} busy={busyProductId === product.id} onDelete={onDelete} />
      </td>
    </tr>
  )
}
