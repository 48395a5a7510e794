import { useLocale } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'

export type BarListItem = { key: string; label: string; value: number }

type BarListProps = {
  /** The table's caption, read by screen readers. */
  caption: string
  labelHeader: string
  valueHeader: string
  items: readonly BarListItem[]
  /** The bars' colour (a whole Tailwind class, so that Tailwind finds it). */
  barClassName?: string
}

/**
 * Horizontal bars drawn with boxes (no chart library, decision 029): they follow the page's
 * direction by themselves. Hidden from screen readers, which read the table beside them.
 */
export function BarList({ caption, labelHeader, valueHeader, items, barClassName }: BarListProps) {
  const locale = useLocale()
  const max = Math.max(1, ...items.map((item) => item.value))
  return (
    <>
      <ul aria-hidden="true" className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li key={item.key} className="flex flex-col gap-1 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-slate-700">{item.label}</span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatNumber(item.value, locale)}
              </span>
            </div>
            <div className="h-2 rounded-full bg-slate-100">
              <div
                className={cn('h-2 rounded-full', barClassName ?? 'bg-emerald-600')}
                style={{ width: `${(item.value / max) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      {/* sr-only on a wrapper: a table keeps its content's width and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.label}</th>
                <td>{item.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
