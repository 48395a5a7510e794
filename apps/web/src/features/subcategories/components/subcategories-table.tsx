import { categoryLabel } from '@rihla/contract/categories'
import type { Subcategory } from '@rihla/contract/subcategories'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import type { SortOrder } from '@/components/ui/sort-header'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'
import { formatNumber } from '@/lib/format'
import { MissingNames } from './missing-names'
import { SubcategoryRowMenu } from './subcategory-row-menu'
import type { SubcategorySortKey } from './subcategory-rows'

type SubcategoriesTableProps = {
  rows: Subcategory[]
  sort: SubcategorySortKey
  order: SortOrder
  onSort: (key: SubcategorySortKey) => void
  onShowDetails: (subcategory: Subcategory) => void
  onDelete: (subcategory: Subcategory) => void
  /** The row being deleted, whose Delete item is disabled meanwhile. */
  busyId: number | null
}

export function SubcategoriesTable(props: SubcategoriesTableProps) {
  const { rows, sort, order, onSort } = props
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  // The seed's sortable columns, in its order.
  const columns: Array<DataTableColumn<Subcategory, SubcategorySortKey>> = [
    {
      id: 'id',
      header: t('subcategories.col.id'),
      sortKey: 'id',
      className: 'tabular-nums text-slate-500',
      cell: (row) => row.id,
    },
    {
      id: 'name',
      header: t('subcategories.col.name'),
      sortKey: 'name',
      cell: (row) => (
        <span className="inline-flex items-center gap-2">
          <TextLink to={paths.subcategory.href(row.id)} lang={lang} dir="auto">
            {row.name}
          </TextLink>
          <MissingNames subcategory={row} />
        </span>
      ),
    },
    {
      id: 'category',
      header: t('subcategories.col.category'),
      sortKey: 'category',
      cell: (row) => (
        <span lang={lang} dir="auto">
          {categoryLabel(row.category, lang)}
        </span>
      ),
    },
    {
      id: 'productCount',
      header: t('subcategories.col.productCount'),
      sortKey: 'productCount',
      className: 'tabular-nums',
      cell: (row) => formatNumber(row.productCount, locale),
    },
  ]
  return (
    <DataTable
      caption={t('subcategories.tableCaption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      order={order}
      onSort={onSort}
      cellClassName="px-4 py-3 whitespace-nowrap"
      actions={{
        label: t('subcategories.col.actions'),
        cell: (row) => (
          <SubcategoryRowMenu
            subcategory={row}
            busy={props.busyId === row.id}
            onShowDetails={props.onShowDetails}
            onDelete={props.onDelete}
          />
        ),
      }}
    />
  )
}
