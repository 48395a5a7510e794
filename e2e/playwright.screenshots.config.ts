import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * `npm run screenshots`: every route at 390 and 1440 px in English and Arabic, written to
 * e2e/screenshots-out/ (git-ignored) for review. The same built server and Debian Chromium as
 * the end-to-end tests; not part of `npm test` (its specs live outside tests/).
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  timeout: 600_000,
  use: { ...base.use, trace: 'off', screenshot: 'off' },
})
