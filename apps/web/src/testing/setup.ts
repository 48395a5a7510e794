import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// `findBy…` and `waitFor` wait up to 5 s: the first render of a file compiles its modules,
// which takes longer than the default second on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

beforeEach(() => {
  window.localStorage.clear()
})
