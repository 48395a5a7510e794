import { SIGNAL_KINDS } from '@rihla/contract/signals'
import { SelectField } from '@/components/ui/select-field'
import { useT } from '@/i18n/i18n'
import { SIGNAL_LABELS } from './signal-labels'

type SignalFilterProps = {
  id: string
  /** `any`, a kind, or empty (every listing). */
  value: string
  onChange: (signal: string) => void
}

/**
 * The queue's signal filter: every listing, those with any signal, or those with one
 * kind of signal; kept in the address as `?signal=` like the other filters.
 */
export function SignalFilter({ id, value, onChange }: SignalFilterProps) {
  const t = useT()
  return (
    <div className="w-full sm:w-52">
      <SelectField
        id={id}
        label={t('signals.filter')}
        placeholder={t('signals.filterAll')}
        options={[
          { value: 'any', label: t('signals.filterAny') },
          ...SIGNAL_KINDS.map((kind) => ({ value: kind, label: t(SIGNAL_LABELS[kind].label) })),
        ]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
