import { vi } from 'vitest'

/**
 * Runs before each test file, ahead of setup.ts: the project runs without isolation (one jsdom
 * page per worker), so what a file could leave for the next is set back here.
 */

// A fresh copy of the app's modules for each file: each file mocks `@/lib/api-client` its own
// way, and a module kept from an earlier file would call that file's mock.
vi.resetModules()

// What the app's modules read when they load (the stored language and theme, the 2FA flag).
window.localStorage.clear()
window.sessionStorage.clear()

// What the app writes on the page outside React's tree: <html lang dir class data-live>,
// preloads and meta tags in <head>, and anything left in <body> by a test that did not clean up.
const html = document.documentElement
for (const name of html.getAttributeNames()) html.removeAttribute(name)
document.head.replaceChildren()
document.body.replaceChildren()
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name)

// The address, for code that reads window.location.
window.history.replaceState(null, '', '/')
