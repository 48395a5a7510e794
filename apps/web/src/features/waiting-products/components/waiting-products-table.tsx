import { categoryLabel } from '@rihla/contract/categories'
import type { WaitingListItem } from '@rihla/contract/products'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { SortOrder } from '@/components/ui/sort-header'
import { firstThumbnail, ProductThumb } from '@/features/products'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { formatPrice } from '@/lib/format'
import type { WaitingSortKey } from '../api/waiting-product-keys'
import { type QueueSelection, QueueTitle, RowSelect, WaitingSince } from './row-select'
import { type WaitingActions, WaitingProductMenu } from './waiting-product-menu'

type WaitingProductsTableProps = WaitingActions &
  QueueSelection & {
    products: WaitingListItem[]
    sort: WaitingSortKey
    order: SortOrder
    onSort: (key: WaitingSortKey) => void
    busy: boolean
  }

/**
 * The queue on wide screens. The whole row opens the product: its title link stretches over
 * the row, and the action menu sits above it.
 */
export function WaitingProductsTable(props: WaitingProductsTableProps) {
  const { products, sort, order, onSort, busy } = props
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  // The seed's columns, in the order of `WAITING_COLUMNS` (the narrow screens' sort bar).
  const columns: Array<DataTableColumn<WaitingListItem, WaitingSortKey>> = [
    {
      id: 'select',
      header: t('waiting.col.select'),
      className: 'w-10',
      cell: (product) => <RowSelect product={product} {...props} />,
    },
    {
      id: 'id',
      header: t('waiting.col.id'),
      sortKey: 'id',
      className: 'tabular-nums text-slate-500',
      cell: (product) => product.id,
    },
    {
      id: 'title',
      header: t('waiting.col.title'),
      sortKey: 'title',
      className: 'max-w-80 font-medium text-slate-900',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <ProductThumb {...firstThumbnail(product.pictures)} />
          <div className="flex min-w-0 flex-col gap-0.5">
            <QueueTitle product={product} live={props.live} className="line-clamp-2 rounded" />
          </div>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('waiting.col.category'),
      sortKey: 'category',
      className: 'whitespace-nowrap',
      cell: (product) => <bdi lang={lang}>{categoryLabel(product.category, lang)}</bdi>,
    },
    {
      id: 'location',
      header: t('waiting.col.location'),
      sortKey: 'location',
      className: 'max-w-56',
      cell: (product) => (
        <span dir="auto" className="block truncate">
          {product.location}
        </span>
      ),
    },
    {
      id: 'price',
      header: t('waiting.col.price'),
      sortKey: 'price',
      className: 'whitespace-nowrap tabular-nums',
      cell: (product) => formatPrice(product.price, locale),
    },
    {
      id: 'since',
      header: t('waiting.col.since'),
      sortKey: 'createdAt',
      className: 'whitespace-nowrap text-slate-500',
      cell: (product) => <WaitingSince iso={product.createdAt} />,
    },
  ]
  return (
    <DataTable
      caption={t('waiting.tableCaption')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      sort={sort}
      order={order}
      onSort={onSort}
      busy={busy}
      cellClassName="px-4 py-3"
      rowClassName="relative has-[[data-focused]]:bg-emerald-50"
      actions={{
        label: t('waiting.col.actions'),
        className: 'relative z-10 w-12',
        cell: (product) => <WaitingProductMenu product={product} {...props} />,
      }}
    />
  )
}
