import { useId } from 'react'
import { ProductThumb } from '@/features/products'
import { useT } from '@/i18n/i18n'
import { cn } from '@/lib/cn'
import { Highlighted } from './highlighted'
import { GROUP_LABELS, type SearchGroup, type SearchOption } from './search-options'

type SearchResultsProps = {
  id: string
  hidden: boolean
  options: SearchOption[]
  activeKey: string | null
  optionId: (option: SearchOption) => string
  /** Searching, no results or a failure; null when there are results to show. */
  status: string | null
  onChoose: (option: SearchOption) => void
  onHover: (key: string) => void
  /** The term the results answer: its words are marked in them. */
  term: string
}

const GROUPS: SearchGroup[] = ['users', 'products', 'subcategories']

/** The popup of the top-bar search: results grouped by kind, or a short status line. */
export function SearchResults(props: SearchResultsProps) {
  const { id, hidden, options, activeKey, optionId, status, onChoose, onHover, term } = props
  const t = useT()
  const groupId = useId()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps focus in the input on a click; the keys are the combobox's
    <div
      hidden={hidden}
      // Choosing with the mouse must not blur the input first, or the popup would close.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      <div id={id} role="listbox" aria-label={t('search.results')}>
        {status === null
          ? GROUPS.map((group) => {
              const items = options.filter((option) => option.group === group)
              if (items.length === 0) return null
              const headingId = `${groupId}-${group}`
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not a fieldset
                <div key={group} role="group" aria-labelledby={headingId}>
                  <div
                    id={headingId}
                    role="presentation"
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                  >
                    {t(GROUP_LABELS[group])}
                  </div>
                  {items.map((option) => (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: focus stays in the combobox input, which handles the keys (aria-activedescendant)
                    <div
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      aria-selected={option.key === activeKey}
                      tabIndex={-1}
                      onClick={() => onChoose(option)}
                      onMouseMove={() => option.key !== activeKey && onHover(option.key)}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                        option.key === activeKey ? 'bg-emerald-50' : 'hover:bg-slate-50',
                      )}
                    >
                      {option.thumbnail !== undefined ? (
                        <ProductThumb src={option.thumbnail} size={32} />
                      ) : null}
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-medium text-slate-900">
                          <Highlighted text={option.label} term={term} />
                        </span>
                        <span className="truncate text-xs text-slate-500">
                          <Highlighted text={option.detail} term={term} />
                        </span>
                      </span>
                    </div>
                  ))}
                </div>
              )
            })
          : null}
      </div>
      <p role="status" className={status === null ? 'sr-only' : 'px-3 py-2 text-sm text-slate-500'}>
        {status ??
          t(options.length === 1 ? 'search.countOne' : 'search.count', { count: options.length })}
      </p>
    </div>
  )
}
