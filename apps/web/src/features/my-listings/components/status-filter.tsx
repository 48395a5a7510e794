import type { ProductStatus } from '@rihla/contract/products'
import { focusRing } from '@/components/ui/focus-ring'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

const OPTIONS: Array<{ value: ProductStatus | undefined; label: MessageKey }> = [
  { value: undefined, label: 'myListings.filter.all' },
  { value: 'pending', label: 'myListings.filter.pending' },
  { value: 'approved', label: 'myListings.filter.approved' },
  { value: 'rejected', label: 'myListings.filter.rejected' },
]

type StatusFilterProps = {
  value: ProductStatus | undefined
  onChange: (status: ProductStatus | undefined) => void
}

/** All, Waiting, Approved, Rejected: one pressed at a time, wrapping on a phone. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const t = useT()
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('myListings.filter')}</legend>
      {OPTIONS.map((option) => {
        const pressed = option.value === value
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              focusRing,
              pressed
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {t(option.label)}
          </button>
        )
      })}
    </fieldset>
  )
}
