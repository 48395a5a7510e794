import { config } from 'zod'

/**
 * zod compiles object schemas with `new Function` when it may; to find out it tries once, and
 * our Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval': apps/api/src/plugins/security.ts) refuses
 * it, which browsers report as a CSP violation on every signed-in page. Telling zod up front
 * that there is no eval skips the try: it parses exactly as it did after the refusal.
 */
config({ jitless: true })
