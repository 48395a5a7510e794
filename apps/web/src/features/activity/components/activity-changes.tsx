import type { ActivityEntry } from '@rihla/contract/activity'
import { productFieldLabel, productFieldValue } from '@/features/products'
import { useLocale, useNameLanguage, useT } from '@/i18n/i18n'

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * What a product edit changed, field by field, before and after: the audit entry
 * keeps only the fields that changed, and the status when the edit sent it back to the queue.
 */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const t = useT()
  const locale = useLocale()
  const lang = useNameLanguage()
  if (entry.action !== 'product.update') return null
  const before = record(entry.before)
  const after = record(entry.after)
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  if (fields.length === 0) return null
  const ctx = { t, locale, lang }
  return (
    <ul
      aria-label={t('activity.changes')}
      className="mt-1 flex flex-col gap-0.5 text-xs text-slate-600"
    >
      {fields.map((field) => (
        <li key={field} className="break-words" data-field={field}>
          {t('activity.change', {
            field: productFieldLabel(field, t),
            before: productFieldValue(field, before[field], ctx),
            after: productFieldValue(field, after[field], ctx),
          })}
        </li>
      ))}
    </ul>
  )
}
