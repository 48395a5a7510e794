import { vi } from 'vitest'

/** Stubs `matchMedia` so every width query answers `wide` (a table) or not (a phone's cards). */
export function setWideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}
