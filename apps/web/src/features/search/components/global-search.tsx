import { Search } from 'lucide-react'
import { type KeyboardEvent, useCallback, useId, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { GLOBAL_SEARCH_MIN_CHARS, SEARCH_DEBOUNCE_MS } from '@/config/timing'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useLocale, useT } from '@/i18n/i18n'
import { useSearch } from '../api/search'
import type { SearchOption } from './search-options'

type Popup = typeof import('./search-popup')
let popupModule: Promise<Popup> | undefined
/** The popup's code, fetched once for the page on first use. */
const loadPopup = () => {
  popupModule ??= import('./search-popup')
  return popupModule
}

/** The top-bar search (WAI-ARIA combobox with a listbox popup). */
export function GlobalSearch() {
  const t = useT()
  const locale = useLocale()
  const navigate = useNavigate()
  const listboxId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const [popup, setPopup] = useState<Popup | null>(null)
  const wakeUp = useCallback(() => {
    if (!popup)
      loadPopup().then(setPopup, () => {
        // A failed fetch leaves the status line on "Searching..."; the next focus retries.
        popupModule = undefined
      })
  }, [popup])
  const typed = text.trim()
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS)
  const search = useSearch(term, { enabled: term.length >= GLOBAL_SEARCH_MIN_CHARS })
  const options = useMemo(
    () => (popup && search.data ? popup.searchOptions(search.data, t, locale) : []),
    [popup, search.data, t, locale],
  )
  const expanded = open && typed.length >= GLOBAL_SEARCH_MIN_CHARS
  const activeIndex = options.findIndex((option) => option.key === activeKey)
  const optionId = (option: SearchOption) => `${listboxId}-${option.key}`
  const active = expanded ? options[activeIndex] : undefined

  const choose = (option: SearchOption) => {
    setOpen(false)
    setActiveKey(null)
    setText('')
    navigate(option.href)
  }

  const move = (step: 1 | -1) => {
    if (options.length === 0) return
    const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex
    const next = (from + step + options.length) % options.length
    setActiveKey(options[next]?.key ?? null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) setOpen(true)
      else move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (active) choose(active)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setOpen(false)
      else setText('')
      setActiveKey(null)
    }
  }

  let status: string | null = null
  const waiting = term !== typed || (search.isPending && search.fetchStatus !== 'idle')
  if (search.isError) status = t('search.failed')
  else if (!popup || !search.data || (waiting && options.length === 0))
    status = t('search.searching')
  else if (options.length === 0) status = t('search.noResults')

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and pre-2023 browsers
    <form role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="text"
        role="combobox"
        aria-label={t('topbar.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        placeholder={t('topbar.searchPlaceholder')}
        onChange={(event) => {
          wakeUp()
          setText(event.target.value)
          setOpen(true)
          setActiveKey(null)
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          wakeUp()
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        className="block w-full rounded-lg border border-slate-200 bg-slate-50 py-2 ps-9 pe-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-emerald-500 focus:bg-white focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40"
      />
      {popup ? (
        <popup.SearchResults
          id={listboxId}
          hidden={!expanded}
          options={options}
          activeKey={active?.key ?? null}
          optionId={optionId}
          status={status}
          onChoose={choose}
          onHover={setActiveKey}
          term={term}
        />
      ) : (
        // Until the popup's code is here, the box still controls a (hidden, empty) listbox.
        <div hidden>
          <div id={listboxId} role="listbox" aria-label={t('search.results')} />
        </div>
      )}
    </form>
  )
}
