import react from '@vitejs/plugin-react'
import type { PluginOption } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * Render timings of the two longest lists, with and without the React Compiler (decision 030):
 *   npx vitest run -c apps/web/bench/vitest.config.ts             # as the app builds today
 *   REACT_COMPILER=1 npx vitest run -c apps/web/bench/vitest.config.ts
 * The compiler was measured and not kept, so its packages are not dependencies; to compare
 * again: `npm install --no-save @rolldown/plugin-babel @babel/core babel-plugin-react-compiler`.
 * Not part of `npm test`: timings vary with the machine; compare runs made back to back.
 */
export default defineConfig(async () => {
  const plugins: PluginOption[] = [react()]
  if (process.env.REACT_COMPILER === '1') {
    // The documented path for @vitejs/plugin-react 6, which has no `babel` option any more.
    const { default: babel } = await import('@rolldown/plugin-babel')
    const { reactCompilerPreset } = await import('@vitejs/plugin-react')
    plugins.push(babel({ presets: [reactCompilerPreset()] }))
  }
  return {
    plugins,
    resolve: { alias: { '@': new URL('../src', import.meta.url).pathname } },
    test: {
      name: 'web-render-bench',
      root: new URL('..', import.meta.url).pathname,
      include: ['bench/**/*.bench-test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      testTimeout: 300_000,
    },
  }
})
