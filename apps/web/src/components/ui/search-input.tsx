import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '@/config/timing'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

export type SearchInputProps = {
  /** The search in effect (from the URL). */
  value: string
  onSearch: (search: string) => void
  label: string
  placeholder: string
}

/** A list's search box: sends what was typed once typing pauses, and follows the URL. */
export function SearchInput({ value, onSearch, label, placeholder }: SearchInputProps) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  const onSearchRef = useRef(onSearch)
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    onSearchRef.current = onSearch
  })

  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value)
  }, [value])

  useEffect(() => {
    if (debounced === sent.current) return
    sent.current = debounced
    onSearchRef.current(debounced)
  }, [debounced])

  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className="block w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-emerald-500 focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40"
      />
    </div>
  )
}
