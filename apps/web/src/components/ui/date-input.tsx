import { CalendarDays } from 'lucide-react'
import { type Ref, useEffect, useRef, useState } from 'react'
import { useLocale, useT } from '@/i18n/i18n'
import { buttonClassName } from './button'
import { dateText, parseDateText, writtenDate } from './date-text'
import { controlClass, Field } from './field'

type DateInputProps = {
  id: string
  label: string
  /** `''`, `YYYY-MM-DD`, or with `withTime` `YYYY-MM-DDTHH:MM`: what a native input holds. */
  value: string
  /** Called with what a native input would give: the date, or `''` when empty or unreadable. */
  onChange: (value: string) => void
  /** A date and a time (a native `datetime-local`) rather than a day. */
  withTime?: boolean
  /** The caller's error (a range, the server's refusal); an unreadable text is said first. */
  error?: string | undefined
  /** Bounds of the calendar, in the value's form. */
  min?: string | undefined
  max?: string | undefined
  ref?: Ref<HTMLInputElement>
}

/**
 * A date field in the page's language, not the browser's: typed as ISO text and written out below
 * once it reads; a button opens the browser's own calendar.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  withTime = false,
  error,
  min,
  max,
  ref,
}: DateInputProps) {
  const t = useT()
  const locale = useLocale()
  const [text, setText] = useState(() => dateText(value))
  const [shownValue, setShownValue] = useState(value)
  const [left, setLeft] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const picker = useRef<HTMLInputElement>(null)

  const parsed = (typed: string) => parseDateText(typed, withTime)

  // A value set from outside (cleared filters, a discarded conflict) replaces the text, unless
  // the text already gives it (typed as "2026-1-5", or unreadable while the value is '').
  if (value !== shownValue) {
    setShownValue(value)
    if ((parsed(text) ?? '') !== value) setText(dateText(value))
  }

  const reading = parsed(text)
  const unreadable = reading === null
  const message = withTime ? t('dateInput.invalidTime') : t('dateInput.invalid')
  const placeholder = withTime ? t('dateInput.placeholderTime') : t('dateInput.placeholder')
  // Said once the field is left, or as soon as the text is as long as a whole date.
  const whole = withTime ? 'YYYY-MM-DD HH:MM'.length : 'YYYY-MM-DD'.length
  const shownError = unreadable && (left || text.trim().length >= whole) ? message : error

  useEffect(() => {
    input.current?.setCustomValidity(unreadable ? message : '')
  }, [unreadable, message])

  const type = (typed: string) => {
    setText(typed)
    const next = parsed(typed)
    onChange(next ?? '')
  }

  const openCalendar = () => {
    const native = picker.current
    try {
      native?.showPicker()
    } catch {
      // No picker here (an old browser, a test): the text field is still there to type in.
      input.current?.focus()
    }
  }

  return (
    <Field
      id={id}
      label={label}
      error={shownError}
      hint={reading ? <bdi>{writtenDate(reading, locale)}</bdi> : undefined}
    >
      {(control) => (
        <div className="relative flex min-w-0 items-stretch gap-2">
          <input
            {...control}
            ref={(node) => {
              input.current = node
              if (typeof ref === 'function') return ref(node)
              if (ref) ref.current = node
            }}
            type="text"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={text}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              setLeft(true)
              if (reading) setText(dateText(reading))
            }}
            onInvalid={() => setLeft(true)}
            className={controlClass(shownError, 'min-w-0 flex-1 placeholder:text-slate-400')}
          />
          <button
            type="button"
            onClick={openCalendar}
            aria-label={t('dateInput.calendar', { label })}
            title={t('dateInput.calendar', { label })}
            className={buttonClassName('secondary', 'shrink-0 px-2.5')}
          >
            <CalendarDays aria-hidden="true" className="size-4" />
          </button>
          <input
            ref={picker}
            type={withTime ? 'datetime-local' : 'date'}
            tabIndex={-1}
            aria-hidden="true"
            aria-label={t('dateInput.calendar', { label })}
            value={reading ?? ''}
            min={min}
            max={max}
            onChange={(event) => {
              const picked = event.target.value.slice(0, withTime ? 16 : 10)
              setText(dateText(picked))
              setLeft(false)
              onChange(picked)
            }}
            // Under the field, so the browser opens its calendar there; never seen nor clicked.
            className="pointer-events-none absolute start-0 bottom-0 size-px opacity-0"
          />
        </div>
      )}
    </Field>
  )
}
