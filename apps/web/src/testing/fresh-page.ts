import { vi } from 'vitest'

/**
 * Runs before each test file, ahead of setup.ts (vitest.config.ts). The web project runs
 * without isolation: a worker keeps one jsdom page and one module graph for all its files,
 * which saves building both for every file. What a file could leave behind for the next is
 * set back here, before the next file's modules load.
 */

// A fresh copy of the app's modules for each file. Each file mocks `@/lib/api-client` with its
// own functions (or not at all, stubbing `fetch`); a screen module loaded by an earlier file
// would keep calling that file's mock. Module state goes with them: the language and theme
// stores, the claim manager's holds, the currency read once from the page, cached imports.
// Packages (React, Testing Library, jsdom) are imported once per worker and stay.
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
