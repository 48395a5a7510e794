import { config } from 'zod/v4/core'

/**
 * What `zod` means in the web build (an alias in vite.config.ts): zod itself, told first that
 * it may not compile schemas with `new Function`. Left to itself zod tries once, at the first
 * object it parses; our Content-Security-Policy (`script-src 'self'` without 'unsafe-eval',
 * apps/api/src/plugins/security.ts) refuses, and the browser reports a CSP violation on every
 * signed-in page. Parsing is the same either way: after the refusal zod interprets schemas, as
 * it does from the start now. Here rather than in the entry, so zod's code still loads only
 * with the screens that parse (the login page's first load stays without it).
 */
config({ jitless: true })

export * from 'zod/v4'
