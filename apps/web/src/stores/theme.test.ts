import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStoredTheme, startTheme, THEME_STORAGE_KEY, useThemeStore } from './theme'

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` whose answer the test flips. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>()
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  )
  return {
    set(next: boolean) {
      media.matches = next
      for (const listener of listeners) listener()
    },
  }
}

const html = document.documentElement

describe('theme', () => {
  let stop: () => void = () => {}

  beforeEach(() => {
    html.className = ''
    useThemeStore.setState({ choice: 'system' })
  })

  afterEach(() => stop())

  it('follows the system when nothing is stored, and keeps following it', () => {
    const system = fakeSystem(true)
    expect(readStoredTheme()).toBe('system')
    stop = startTheme()
    expect(html).toHaveClass('dark')
    system.set(false)
    expect(html).not.toHaveClass('dark')
    expect(html).toHaveClass('light')
  })

  it('stores a choice under "theme" and stops following the system', () => {
    const system = fakeSystem(false)
    stop = startTheme()
    useThemeStore.getState().setChoice('dark')
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(html).toHaveClass('dark')
    system.set(false)
    expect(html).toHaveClass('dark')
  })

  it('reads the stored choice back and ignores a value it does not know', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light')
    expect(readStoredTheme()).toBe('light')
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia')
    expect(readStoredTheme()).toBe('system')
  })
})
