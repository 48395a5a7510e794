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
    // A failed test keeps its trace: every action with its call log, the network, the console and
    // the sources, plus a screenshot of the end.
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell of Chromium (scripts/ensure-chromium.mjs, decision 050):
      // the same engine as /usr/bin/chromium at half its CPU here; CHROMIUM_PATH picks another.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
