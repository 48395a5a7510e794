import { create } from 'zustand'

export const THEME_CHOICES = ['light', 'dark', 'system'] as const

/** What the user picked; `system` follows the operating system's setting as it changes. */
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The localStorage key of the choice (not one of the seed's keys, hence not in the contract). */
export const THEME_STORAGE_KEY = 'theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function isThemeChoice(value: string | null): value is ThemeChoice {
  return THEME_CHOICES.some((choice) => choice === value)
}

/** The stored choice, or `system` when there is none (or storage is refused). */
export function readStoredTheme(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
}

/** Puts `class="dark"` (else `light`) on <html> when the choice (or the system, for `system`) is dark. */
export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemPrefersDark())
  document.documentElement.classList.toggle('dark', dark)
  // Said explicitly, so index.css stops following the system once the choice is known.
  document.documentElement.classList.toggle('light', !dark)
}

type ThemeState = {
  choice: ThemeChoice
  setChoice: (choice: ThemeChoice) => void
}

export const useThemeStore = create<ThemeState>((set) => ({
  choice: readStoredTheme(),
  setChoice: (choice) => {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, choice)
    } catch {
      // The choice still applies until the page is reloaded.
    }
    applyTheme(choice)
    set({ choice })
  },
}))

/**
 * Applies the stored theme and follows the system's setting while the choice is `system`; called
 * before React renders, since the CSP forbids the usual inline script in index.html.
 */
export function startTheme(): () => void {
  applyTheme(useThemeStore.getState().choice)
  if (typeof window.matchMedia !== 'function') return () => {}
  const media = window.matchMedia(DARK_QUERY)
  const onChange = () => {
    const { choice } = useThemeStore.getState()
    if (choice === 'system') applyTheme(choice)
  }
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}
