import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { DateInput } from './date-input'
import { parseDateText } from './date-text'

/** A date field held by a parent, as the filters and the banner form hold theirs. */
function Held({ initial = '', withTime = false, onChange = (_: string) => {} }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateInput
        id="day"
        label="Day"
        withTime={withTime}
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange(next)
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  )
}

const field = () => screen.getByRole('textbox', { name: 'Day' })

describe('DateInput', () => {
  afterEach(() => {
    act(() => useLocaleStore.getState().setLocale('en'))
  })

  it('takes a typed ISO day, gives the native value and writes the day out', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Held onChange={onChange} />)
    expect(field()).toHaveAttribute('placeholder', 'YYYY-MM-DD')
    expect(field()).toHaveAttribute('dir', 'ltr')
    await user.type(field(), '2026-11-27')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27')
    expect(field()).toHaveAccessibleDescription('November 27, 2026')
    expect(field()).not.toHaveAttribute('aria-invalid')
  })

  it('says an unreadable date once left, keeps it as typed and gives an empty value', async () => {
    const user = userEvent.setup()
    render(<Held initial="2026-03-01" />)
    await user.clear(field())
    await user.type(field(), '2026-02-30')
    await user.tab()
    expect(field()).toHaveValue('2026-02-30')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a date as YYYY-MM-DD, for example 2026-11-27.',
    )
    expect(screen.getByTestId('value')).toHaveTextContent('')
    expect((field() as HTMLInputElement).validity.valid).toBe(false)
    // Put right, the error goes and the value comes.
    await user.clear(field())
    await user.type(field(), '2028-02-29')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByTestId('value')).toHaveTextContent('2028-02-29')
  })

  it('waits for a whole date before saying anything while typing', async () => {
    const user = userEvent.setup()
    render(<Held />)
    await user.type(field(), '2026-1')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('tidies a short form once left, and follows a value set from outside', async () => {
    const user = userEvent.setup()
    render(<Held />)
    await user.type(field(), '2026-1-5')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-01-05')
    await user.tab()
    expect(field()).toHaveValue('2026-01-05')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(field()).toHaveValue('')
  })

  it('takes a date and time, shown with a space, given as datetime-local gives it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Held withTime initial="2026-05-01T08:00" onChange={onChange} />)
    expect(field()).toHaveValue('2026-05-01 08:00')
    expect(field()).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:MM')
    await user.clear(field())
    await user.type(field(), '2026-11-27 14:30')
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27T14:30')
    expect(field()).toHaveAccessibleDescription(/November 27, 2026.*2:30/)
    await user.clear(field())
    await user.type(field(), '2026-11-27')
    await user.tab()
    expect(screen.getByRole('alert')).toHaveTextContent('YYYY-MM-DD HH:MM')
    expect(onChange).toHaveBeenLastCalledWith('')
  })

  it('has a named calendar button that opens the native picker and takes its choice', async () => {
    const user = userEvent.setup()
    const showPicker = vi.fn()
    const own = HTMLInputElement.prototype.showPicker
    HTMLInputElement.prototype.showPicker = showPicker
    onTestFinished(() => {
      HTMLInputElement.prototype.showPicker = own
    })
    render(<Held />)
    const button = screen.getByRole('button', { name: 'Pick “Day” on a calendar' })
    await user.tab()
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(showPicker).toHaveBeenCalledOnce()
    const native = document.querySelector<HTMLInputElement>('input[type="date"]')
    expect(native).toHaveAttribute('tabindex', '-1')
    expect(native).toHaveAttribute('aria-hidden', 'true')
    act(() => {
      if (!native) return
      // What the browser does once a day is picked.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        native,
        '2026-12-31',
      )
      native.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(field()).toHaveValue('2026-12-31')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-31')
  })

  it('speaks French: placeholder, written-out day and error', async () => {
    const user = userEvent.setup()
    act(() => useLocaleStore.getState().setLocale('fr'))
    render(<Held />)
    expect(field()).toHaveAttribute('placeholder', 'AAAA-MM-JJ')
    await user.type(field(), '2026-11-27')
    expect(field()).toHaveAccessibleDescription('27 novembre 2026')
    await user.clear(field())
    await user.type(field(), '27/11/2026')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Saisissez une date au format AAAA-MM-JJ, par exemple 2026-11-27.',
    )
    expect(field()).toHaveValue('27/11/2026')
  })

  it('speaks Arabic around a left-to-right field, and reads Arabic-Indic digits', async () => {
    const user = userEvent.setup()
    act(() => useLocaleStore.getState().setLocale('ar'))
    render(<Held />)
    expect(field()).toHaveAttribute('dir', 'ltr')
    expect(field().getAttribute('placeholder')?.replaceAll('\u200E', '')).toBe('سنة-شهر-يوم')
    await user.type(field(), '٢٠٢٦-١١-٢٧')
    expect(screen.getByTestId('value')).toHaveTextContent('2026-11-27')
    expect(field()).toHaveAccessibleDescription('27 نوفمبر 2026')
    expect(screen.getByRole('button', { name: 'اختيار «Day» من التقويم' })).toBeInTheDocument()
  })
})

describe('parseDateText', () => {
  it('reads days and times as a native input gives them, and nothing else', () => {
    expect(parseDateText('', false)).toBe('')
    expect(parseDateText(' 2026-11-27 ', false)).toBe('2026-11-27')
    expect(parseDateText('2026-04-31', false)).toBeNull()
    expect(parseDateText('2027-02-29', false)).toBeNull()
    expect(parseDateText('2026-11-27T09:05', true)).toBe('2026-11-27T09:05')
    expect(parseDateText('2026-11-27 9:05', true)).toBe('2026-11-27T09:05')
    expect(parseDateText('2026-11-27 24:00', true)).toBeNull()
    expect(parseDateText('2026-11-27 10:00', false)).toBeNull()
    expect(parseDateText('11/27/2026', false)).toBeNull()
  })
})
