import { ArrowUp } from 'lucide-react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'

/** "3 new products — Show": arrivals held back so nothing moves under the reader's cursor. */
export function NewRowsBar({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useT()
  if (count === 0) return null
  return (
    <div className="px-4 pt-3">
      <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-slate-900">
        <span role="status" aria-live="polite">
          {count === 1 ? t('live.newProductsOne') : t('live.newProducts', { count })}
        </span>
        <button
          type="button"
          onClick={onShow}
          className={cn(
            'inline-flex items-center gap-1 rounded font-medium text-emerald-800 hover:underline',
            focusRing,
          )}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
          {t('live.show')}
        </button>
      </div>
    </div>
  )
}
