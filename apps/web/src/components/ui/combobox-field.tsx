import { normalizeSearchText, searchWords } from '@rihla/contract/search-text'
import { Check, ChevronDown } from 'lucide-react'
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from 'react'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { controlClass, Field } from './field'

export type ComboboxOption = {
  value: string
  label: string
  /** Other words that find it (its names in other languages); the label always does. */
  keywords?: string
}

type ComboboxFieldProps = {
  id: string
  label: string
  options: readonly ComboboxOption[]
  /** The chosen value, '' for none. */
  value: string
  onChange: (value: string) => void
  /** The choice of nothing ("All wilayas"); without it, '' is only the start. */
  emptyLabel?: string
  placeholder?: string
  error?: string | undefined
  hint?: string | undefined
  name?: string
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A select whose long list is searched by typing (the ARIA 1.2 combobox), each word compared as the
 * server's search compares.
 */
export function ComboboxField({
  id,
  label,
  options,
  value,
  onChange,
  emptyLabel,
  placeholder,
  error,
  hint,
  name,
  onBlur,
  inputRef,
}: ComboboxFieldProps) {
  const t = useT()
  const listId = useId()
  const chosen = options.find((option) => option.value === value)
  const chosenText = chosen?.label ?? (value ? value : '')
  const [open, setOpen] = useState(false)
  // The text typed since the list opened; null while the field shows the choice.
  const [term, setTerm] = useState<string | null>(null)
  const [active, setActive] = useState(0)

  const all = useMemo(
    () => (emptyLabel === undefined ? options : [{ value: '', label: emptyLabel }, ...options]),
    [options, emptyLabel],
  )
  const words = term ? searchWords(term) : []
  const searching = words.length > 0
  // Normalized once typing starts, not on every screen that shows the field (58 wilayas in
  // three scripts were a measured part of the products page's first render on a phone).
  const haystacks = useMemo(
    () =>
      searching
        ? all.map((option) =>
            normalizeSearchText(
              `${option.label} ${'keywords' in option ? (option.keywords ?? '') : ''}`,
            ),
          )
        : [],
    [all, searching],
  )
  const shown = searching
    ? all.filter((_, index) => words.every((word) => haystacks[index]?.includes(word)))
    : all
  const activeIndex = Math.min(active, shown.length - 1)
  const optionId = (index: number) => `${listId}-option-${index}`

  // The option the arrows reach stays in view in the scrolled list.
  const activeId = open ? optionId(activeIndex) : null
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const openList = (from?: number) => {
    setOpen(true)
    const current = shown.findIndex((option) => option.value === value)
    setActive(from ?? Math.max(current, 0))
  }
  const close = () => {
    setOpen(false)
    setTerm(null)
  }
  const choose = (next: string) => {
    if (next !== value) onChange(next)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open || event.altKey) openList()
        else setActive(Math.min(activeIndex + 1, shown.length - 1))
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openList(shown.length - 1)
        else setActive(Math.max(activeIndex - 1, 0))
        break
      case 'Enter': {
        const option = shown[activeIndex]
        if (open && option) {
          event.preventDefault()
          choose(option.value)
        }
        break
      }
      case 'Escape':
        if (open || term !== null) {
          event.preventDefault()
          close()
        }
        break
      default:
    }
  }

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && shown.length ? optionId(activeIndex) : undefined}
            placeholder={placeholder ?? emptyLabel}
            value={term ?? chosenText}
            onChange={(event) => {
              setTerm(event.target.value)
              setActive(0)
              setOpen(true)
            }}
            // Typing then replaces the choice shown rather than adding to it.
            onFocus={(event) => event.target.select()}
            onClick={() => (open ? close() : openList())}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // An emptied field with a "nothing" choice means nothing; other text is dropped.
              if (term !== null && term.trim() === '' && emptyLabel !== undefined) choose('')
              else close()
              onBlur?.()
            }}
            className={controlClass(error, 'pe-9')}
          />
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input on a click; the keys are the combobox's */}
          <div
            hidden={!open}
            // Choosing with the mouse must not blur the input first, or the popup would close.
            onMouseDown={(event) => event.preventDefault()}
            className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white text-sm shadow-lg"
          >
            {/* Always in the page, so aria-controls names an element; hidden when empty. The
                listbox itself scrolls: a combobox's popup needs no Tab stop of its own. */}
            <div
              id={listId}
              role="listbox"
              aria-label={label}
              hidden={shown.length === 0}
              className="max-h-64 overflow-y-auto py-1"
            >
              {shown.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the combobox input, which handles the keys (aria-activedescendant)
                <div
                  key={option.value || 'none'}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  tabIndex={-1}
                  onClick={() => choose(option.value)}
                  onMouseMove={() => index !== activeIndex && setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-slate-800',
                    index === activeIndex ? 'bg-emerald-50 text-emerald-900' : 'hover:bg-slate-50',
                  )}
                >
                  <bdi>{option.label}</bdi>
                  {option.value === value ? (
                    <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                  ) : null}
                </div>
              ))}
            </div>
            {shown.length === 0 ? (
              <p className="px-3 py-2 text-slate-500">
                {t('combobox.noMatch', { term: term ?? '' })}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  )
}
