import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadLocale, useLocaleStore } from '@/i18n/i18n'
import { WilayaCombobox } from './wilaya-combobox'

function Harness({
  lang = 'en' as const,
  start = '',
}: {
  lang?: 'en' | 'fr' | 'ar'
  start?: string
}) {
  const [value, setValue] = useState(start)
  return (
    <>
      <WilayaCombobox
        id="wilaya"
        label="Wilaya"
        lang={lang}
        emptyLabel="All wilayas"
        value={value}
        onChange={setValue}
      />
      <output>{value || 'none'}</output>
    </>
  )
}

const box = () => screen.getByRole('combobox', { name: 'Wilaya' })
const options = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option')
    .map((o) => o.textContent)

describe('the wilaya combobox', () => {
  afterEach(() => useLocaleStore.getState().setLocale('en'))

  it.each([
    ['Oran', '31 - Oran'],
    ['وهران', '31 - Oran'],
    ['alger', '16 - Algiers'],
    ['bejaia', '6 - Bejaia'],
  ])('finds a wilaya typed in any language: %s', async (typed, found) => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(box(), typed)
    expect(box()).toHaveAttribute('aria-expanded', 'true')
    expect(options()).toEqual([found])
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent(found.split(' ')[0] as string)
    expect(box()).toHaveValue(found)
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })

  it('follows the ARIA combobox pattern with the arrow keys, Enter and Escape', async () => {
    const user = userEvent.setup()
    render(<Harness start="2" />)
    expect(box()).toHaveAttribute('aria-autocomplete', 'list')
    expect(box()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id)
    box().focus()
    await user.keyboard('{ArrowDown}')
    // Opens on the current choice, "2 - Chlef" (after "All wilayas" and "1 - Adrar").
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '')
    expect(active).toHaveTextContent('2 - Chlef')
    expect(active).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(box()).toHaveValue('3 - Laghouat')
    expect(screen.getByRole('status')).toHaveTextContent('3')
    await user.clear(box())
    await user.keyboard('zzz')
    expect(screen.getByText('Nothing matches "zzz"')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(box()).toHaveValue('3 - Laghouat')
    expect(box()).toHaveAttribute('aria-expanded', 'false')
  })

  it('chooses "All wilayas" back, with the mouse or by emptying the field', async () => {
    const user = userEvent.setup()
    render(<Harness start="31" />)
    await user.click(box())
    await user.click(screen.getByRole('option', { name: 'All wilayas' }))
    expect(screen.getByRole('status')).toHaveTextContent('none')
    await user.click(box())
    await user.click(screen.getByRole('option', { name: '31 - Oran' }))
    expect(screen.getByRole('status')).toHaveTextContent('31')
    await user.clear(box())
    await user.tab()
    expect(screen.getByRole('status')).toHaveTextContent('none')
  })

  it('shows the names of the language on screen, and finds them by another', async () => {
    await loadLocale('ar')
    useLocaleStore.getState().setLocale('ar')
    const user = userEvent.setup()
    render(<Harness lang="ar" />)
    await user.type(box(), 'Oran')
    expect(options()).toEqual(['31 - وهران'])
  })
})
