import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { loadLocale } from '@/i18n/i18n'
import { stopRenderedRoutes } from '@/testing/render'
// Every English part: a component test renders without the route module that imports its
// screen's part (which module imports which part is english-parts.test.ts's job).
import '@/i18n/en'

// `findBy…` and `waitFor` wait up to 5 s: the first render of a file compiles its modules,
// which takes longer than the default second on a loaded CI machine.
configure({ asyncUtilTimeout: 5_000 })

// The app fetches French and Arabic when chosen; tests switch languages synchronously.
await Promise.all([loadLocale('fr'), loadLocale('ar')])

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup()
  stopRenderedRoutes()
  // Imported here, not above: the test file's mock of the API client must be the one it gets.
  const { forgetAllClaims } = await import('@/features/waiting-products/api/claim-manager')
  forgetAllClaims()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

beforeEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
})

// jsdom has the <dialog> element but not its modal methods: open and close
// toggle the attribute; the page behind is not made inert, which only a browser does.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
