import { useId } from 'react'
import { pageSizeChoices } from '@/hooks/use-list-view'
import { useT } from '@/i18n/i18n'
import { controlClass } from './field'

type PageSizeSelectProps = {
  value: number
  /** The list's own size (the seed's), offered first among the choices. */
  defaultValue: number
  /** The seed's size where the list's default departs from it, still offered. */
  seedValue?: number
  onChange: (size: number) => void
}

/** "Rows per page": the seed's size by default, kept in the URL by the list. */
export function PageSizeSelect({ value, defaultValue, seedValue, onChange }: PageSizeSelectProps) {
  const t = useT()
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="whitespace-nowrap text-slate-600">
        {t('pager.pageSize')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={controlClass(undefined, 'w-auto py-1.5')}
      >
        {pageSizeChoices(defaultValue, seedValue).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  )
}
