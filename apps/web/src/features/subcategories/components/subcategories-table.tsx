import { categoryLabel } from '@rihla/contract/categories'
import type { Subcategory } from '@rihla/contract/subcategories'
import { SortHeader, type SortOrder } from '@/components/ui/sort-header'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import type { MessageKey } from '@/i18n/en'
import { useLocale, useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { SubcategoryRowMenu } from './subcategory-row-menu'
import type { SubcategorySortKey } from './subcategory-rows'

/** The seed's sortable columns, in its order. */
const COLUMNS: Array<{ key: SubcategorySortKey; label: MessageKey }> = [
  { key: 'id', label: 'subcategories.col.id' },
  { key: 'name', label: 'subcategories.col.name' },
  { key: 'category', label: 'subcategories.col.category' },
  { key: 'productCount', label: 'subcategories.col.productCount' },
]

const CELL = 'px-4 py-3 whitespace-nowrap'

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
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm text-slate-700">
        <caption className="sr-only">{t('subcategories.tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={t(column.label)}
                active={sort === column.key}
                order={order}
                onSort={() => onSort(column.key)}
              />
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('subcategories.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-100 hover:bg-slate-50">
              <td className={cn(CELL, 'tabular-nums text-slate-500')}>{row.id}</td>
              <td className={CELL}>
                <TextLink to={paths.subcategory.href(row.id)} lang="ar" dir="auto">
                  {row.name}
                </TextLink>
              </td>
              <td className={CELL}>
                <span lang="ar" dir="auto">
                  {categoryLabel(row.category)}
                </span>
              </td>
              <td className={cn(CELL, 'tabular-nums')}>{formatNumber(row.productCount, locale)}</td>
              <td className={cn(CELL, 'text-end')}>
                <SubcategoryRowMenu
                  subcategory={row}
                  busy={props.busyId === row.id}
                  onShowDetails={props.onShowDetails}
                  onDelete={props.onDelete}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
