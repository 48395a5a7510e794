import { categoryLabel } from '@rihla/contract/categories'
import type { Product } from '@rihla/contract/products'
import { wilayaName } from '@rihla/contract/wilayas'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { CardFields, ListCards } from '@/components/ui/list-cards'
import type { SortOrder } from '@/components/ui/sort-header'
import { TextLink } from '@/components/ui/text-link'
import { useMediaQuery } from '@/hooks/use-media-query'
import { usePrefetchOnIntent } from '@/hooks/use-prefetch-on-intent'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { formatPrice } from '@/lib/format'
import { prefetchProduct } from '../api/get-product'
import type { ProductSortKey } from '../api/product-keys'
import { productHref } from './product-href'
import { ProductRowMenu } from './product-row-menu'
import { ProductStatusBadge } from './product-status-badge'
import { firstThumbnail, ProductThumb } from './product-thumb'

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

/** The products: a table from 768 px, cards below it (their menu in view, nothing scrolling). */
export function ProductsTable(props: ProductsTableProps) {
  const { products, rowCount, sort, order, onSort, onDelete, wilayaNames, busyProductId } = props
  const wide = useMediaQuery('(min-width: 768px)')
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  // Pointing at or focusing a product's link starts reading its page; a waiting product's page
  // is the queue's, which reads another call (the features do not share their queries).
  const intent = usePrefetchOnIntent(prefetchProduct)
  // The seed's columns, in its order, and the status; all but the description and
  // the status sort on the server.
  const columns: Array<DataTableColumn<Product, ProductSortKey>> = [
    {
      id: 'id',
      header: t('products.col.id'),
      sortKey: 'id',
      className: 'tabular-nums text-slate-500',
      placeholder: 'h-4 w-8',
      cell: (product) => product.id,
    },
    {
      id: 'title',
      header: t('products.col.title'),
      sortKey: 'title',
      className: 'max-w-72 font-medium',
      placeholder: 'h-4 w-40',
      cell: (product) => (
        <div className="flex items-center gap-3">
          <ProductThumb {...firstThumbnail(product.pictures)} />
          <TextLink
            to={productHref(product)}
            dir="auto"
            className="line-clamp-2 text-slate-900"
            {...(product.status === 'pending' ? {} : intent(product.id))}
          >
            {product.title}
          </TextLink>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('products.col.status'),
      className: 'whitespace-nowrap',
      placeholder: 'h-5 w-16',
      cell: (product) => <ProductStatusBadge status={product.status} />,
    },
    {
      id: 'category',
      header: t('products.col.category'),
      sortKey: 'category',
      className: 'whitespace-nowrap',
      placeholder: 'h-4 w-24',
      cell: (product) => <bdi lang={lang}>{categoryLabel(product.category, lang)}</bdi>,
    },
    {
      id: 'location',
      header: t('products.col.location'),
      sortKey: 'location',
      className: 'max-w-48',
      placeholder: 'h-4 w-28',
      cell: (product) => (
        <>
          <span dir="auto" className="block truncate">
            {product.location}
          </span>
          <span className="block truncate text-xs text-slate-500">
            <bdi lang={lang}>{wilayaOf(product)}</bdi>
          </span>
        </>
      ),
    },
    {
      id: 'price',
      header: t('products.col.price'),
      sortKey: 'price',
      className: 'whitespace-nowrap tabular-nums',
      placeholder: 'h-4 w-16',
      cell: (product) => formatPrice(product.price, locale),
    },
    {
      id: 'description',
      header: t('products.col.description'),
      className: 'min-w-56 max-w-sm text-slate-500',
      placeholder: 'h-4 w-56',
      cell: (product) => <p className="line-clamp-2">{product.description}</p>,
    },
  ]
  const wilayaOf = (product: Product) =>
    wilayaNames.get(Number(product.wilaya)) ?? wilayaName(product.wilaya, lang)
  const menu = (product: Product) => (
    <ProductRowMenu product={product} busy={busyProductId === product.id} onDelete={onDelete} />
  )
  if (!wide) {
    return (
      <ListCards
        label={t('products.tableCaption')}
        rows={products}
        placeholderRows={rowCount}
        rowKey={(product) => product.id}
        busy={props.busy}
        leading={(product) => <ProductThumb {...firstThumbnail(product.pictures)} size={56} />}
        body={(product) => (
          <>
            <p className="text-xs tabular-nums text-slate-500">
              {t('products.col.id')} {product.id}
            </p>
            <TextLink
              to={productHref(product)}
              dir="auto"
              className="line-clamp-2 font-medium text-slate-900"
              {...(product.status === 'pending' ? {} : intent(product.id))}
            >
              {product.title}
            </TextLink>
            <div>
              <ProductStatusBadge status={product.status} />
            </div>
            <CardFields
              fields={[
                {
                  label: t('products.col.category'),
                  value: <bdi lang={lang}>{categoryLabel(product.category, lang)}</bdi>,
                },
                {
                  label: t('products.col.location'),
                  value: (
                    <>
                      <bdi>{product.location}</bdi>
                      {' · '}
                      <bdi lang={lang}>{wilayaOf(product)}</bdi>
                    </>
                  ),
                },
                {
                  label: t('products.col.price'),
                  value: (
                    <span className="font-medium tabular-nums">
                      {formatPrice(product.price, locale)}
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
        actions={menu}
      />
    )
  }
  return (
    <DataTable
      caption={t('products.tableCaption')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      sort={sort}
      order={order}
      onSort={onSort}
      busy={props.busy}
      placeholderRows={rowCount}
      cellClassName="px-4 py-2"
      rowClassName="h-16"
      actions={{
        label: t('products.col.actions'),
        cell: menu,
      }}
    />
  )
}
