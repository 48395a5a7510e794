import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * Real browser (Debian's Chromium), real built server, real database: the server starts on a
 * fresh PGlite folder with the demo data, exactly as `npm start` would serve it.
 */
export default defineConfig({
  testDir: './tests',
  // One folder per port, so runs on different ports never wipe each other's traces.
  outputDir: `test-results/${PORT}`,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: every action with the page's DOM before and after it,
    // the network and the console, plus a screenshot of the end. Not the screencast (a picture
    // of every frame): recording it for every test, to keep it only for the failures, was a
    // fifth of the suite's time on two cores (issue 24; docs/operations.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
})
