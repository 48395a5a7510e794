import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { renderRoutes } from '@/testing/render'
import { LanguageSwitcher } from './language-switcher'
import { Sidebar } from './sidebar'

function renderSwitcher() {
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <LanguageSwitcher />
          <Sidebar expanded onToggle={() => {}} onNavigate={() => {}} userRole="admin" />
        </>
      ),
    },
  ])
  return userEvent.setup()
}

describe('LanguageSwitcher', () => {
  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('switches to Arabic: texts, direction and the stored choice', async () => {
    const user = renderSwitcher()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'العربية'])
    await user.selectOptions(select, 'ar')

    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(window.localStorage.getItem('locale')).toBe('ar')
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
    expect(screen.getByRole('link', { name: 'المستخدمون' })).toBeInTheDocument()
  })

  it('switches to French and back to English', async () => {
    const user = renderSwitcher()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument()
    expect(window.localStorage.getItem('locale')).toBe('en')
  })
})
