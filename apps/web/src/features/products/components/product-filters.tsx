import { CATEGORIES } from '@rihla/contract/categories'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { useSubcategories } from '@/features/subcategories'
import { useNameLanguage, useT } from '@/i18n/i18n'
import {
  PRODUCT_FILTERS,
  type ProductListFilterValues,
  productStatusOf,
} from '../api/products-list-query'
import { WilayaCombobox } from './wilaya-combobox'

type ProductFiltersProps = {
  /** Prefixes the controls' ids: two lists never share a page, but their tests might. */
  idPrefix: string
  value: ProductListFilterValues
  onChange: (changes: ProductListFilterValues) => void
  /** Offers the status first (the products screen; the waiting list holds one status). */
  withStatus?: boolean
  /**
   * A list's own filters after these (the queue's signals), in the same group: `set` when one
   * of them is, and `cleared` their empty values, which "Clear filters" sets with the others.
   */
  extra?: { controls: ReactNode; set: boolean; cleared: Readonly<Record<string, ''>> }
}

/** The statuses in the filter's order, the catalogue first, each read as its badge in the rows. */
const STATUS_CHOICES = [
  { value: 'approved', label: 'products.status.approved' },
  { value: 'pending', label: 'products.status.pending' },
  { value: 'rejected', label: 'products.status.rejected' },
] as const

/** How many filters are set (a status other than the catalogue counts on the products screen). */
export function countProductFilters(value: ProductListFilterValues, withStatus = false): number {
  const set = PRODUCT_FILTERS.filter((name) => value[name]).length
  return set + (withStatus && productStatusOf(value) !== 'approved' ? 1 : 0)
}

/**
 * Category, subcategory and wilaya filters of the products and waiting lists (the server
 * filters), and the status on the products screen. A subcategory belongs to a category:
 * choosing a category offers only its own, and changing it clears the subcategory.
 */
export function ProductFilters({
  idPrefix,
  value,
  onChange,
  withStatus,
  extra,
}: ProductFiltersProps) {
  const t = useT()
  const lang = useNameLanguage()
  const subcategories = useSubcategories({ lang })
  const choices = (subcategories.data ?? []).filter(
    (sub) => !value.category || sub.category === value.category,
  )
  const status = productStatusOf(value)
  // The catalogue is no filter: "Clear filters" shows it again.
  const active = countProductFilters(value, withStatus) > 0 || Boolean(extra?.set)
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('filters.legend')}</legend>
      {withStatus ? (
        <div className="w-full sm:w-40">
          <SelectField
            id={`${idPrefix}-status`}
            label={t('filters.status')}
            options={STATUS_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))}
            value={status}
            // The catalogue keeps the plain address.
            onChange={(event) =>
              onChange({ status: event.target.value === 'approved' ? '' : event.target.value })
            }
          />
        </div>
      ) : null}
      <div className="w-full sm:w-44">
        <SelectField
          id={`${idPrefix}-category`}
          label={t('filters.category')}
          placeholder={t('filters.allCategories')}
          options={CATEGORIES.map((c) => ({ value: c.code, label: c[lang] }))}
          value={value.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value, subcategoryId: '' })}
        />
      </div>
      <div className="w-full sm:w-52">
        <SelectField
          id={`${idPrefix}-subcategory`}
          label={t('filters.subcategory')}
          placeholder={t('filters.allSubcategories')}
          options={choices.map((sub) => ({ value: String(sub.id), label: sub.name }))}
          value={value.subcategoryId ?? ''}
          onChange={(event) => onChange({ subcategoryId: event.target.value })}
        />
      </div>
      <div className="w-full sm:w-52">
        <WilayaCombobox
          id={`${idPrefix}-wilaya`}
          label={t('filters.wilaya')}
          lang={lang}
          emptyLabel={t('filters.allWilayas')}
          value={value.wilaya ?? ''}
          onChange={(wilaya) => onChange({ wilaya })}
        />
      </div>
      {extra?.controls}
      {active ? (
        <Button
          variant="ghost"
          className="px-3 py-2"
          onClick={() =>
            onChange({
              category: '',
              subcategoryId: '',
              wilaya: '',
              ...(withStatus ? { status: '' } : {}),
              ...extra?.cleared,
            })
          }
        >
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </fieldset>
  )
}
