import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useThemeStore } from '@/stores/theme'
import { ThemeToggle } from './theme-toggle'

describe('ThemeToggle', () => {
  beforeEach(() => {
    document.documentElement.className = ''
    useThemeStore.setState({ choice: 'system' })
  })

  it('is a select named "Theme" that switches and remembers the theme from the keyboard', async () => {
    const user = userEvent.setup()
    render(<ThemeToggle />)
    const select = screen.getByRole('combobox', { name: 'Theme' })
    expect(select).toHaveValue('system')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Light',
      'Dark',
      'System',
    ])

    await user.tab()
    expect(select).toHaveFocus()
    await user.selectOptions(select, 'dark')
    expect(select).toHaveValue('dark')
    expect(document.documentElement).toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('dark')

    await user.selectOptions(select, 'light')
    expect(document.documentElement).not.toHaveClass('dark')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })
})
