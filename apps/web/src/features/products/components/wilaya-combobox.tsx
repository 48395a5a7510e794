import type { Lang } from '@rihla/contract/constants'
import { WILAYAS } from '@rihla/contract/wilayas'
import type { Ref } from 'react'
import { ComboboxField, type ComboboxOption } from '@/components/ui/combobox-field'

type WilayaComboboxProps = {
  id: string
  label: string
  lang: Lang
  value: string
  onChange: (value: string) => void
  /** The server's names for `lang`, when they have arrived; the built-in list otherwise. */
  names?: ReadonlyArray<{ number: number; name: string }> | undefined
  emptyLabel?: string
  placeholder?: string
  error?: string | undefined
  name?: string
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The 58 wilayas as a searchable list: shown as "31 - Oran" in the active language, found by
 * their number or their name in any of the three languages ("Oran", "وهران", "Alger").
 */
export function WilayaCombobox({ lang, names, ...props }: WilayaComboboxProps) {
  const options: ComboboxOption[] = WILAYAS.map((w) => ({
    value: String(w.number),
    label: `${w.number} - ${names?.find((n) => n.number === w.number)?.name ?? w[lang]}`,
    keywords: `${w.en} ${w.fr} ${w.ar}`,
  }))
  return <ComboboxField options={options} {...props} />
}
