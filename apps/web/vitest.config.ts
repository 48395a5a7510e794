import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One worker's jsdom page and loaded packages serve all its files: building a page and
    // importing React, jsdom and Testing Library again for each of the hundred files was half
    // the suite's time. fresh-page.ts, the first setup file, sets back what a file can leave
    // for the next: the app's own modules (loaded anew), storage, <html>, the address.
    isolate: false,
    setupFiles: ['./src/testing/fresh-page.ts', './src/testing/setup.ts'],
    // Whole-screen tests render lazy routes and forms; on a busy two-core machine the first
    // render of a file alone can take seconds.
    testTimeout: 20_000,
  },
})
