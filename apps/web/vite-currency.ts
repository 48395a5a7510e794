import type { Plugin } from 'vite'

/** The page's currency tag (index.html), as apps/api/src/lib/web-index.ts rewrites it. */
const CURRENCY_META = /(<meta\s+name="rihla-currency"\s+content=")[^"]*(")/

/**
 * In development Vite serves index.html, not the API, so this plugin does what the API does in
 * production (decision 039): it asks the API its currency (`GET /api/settings/public`) on each
 * page load and writes it into the page. While the API is not up the page keeps USD.
 */
export function devCurrency(apiTarget: string): Plugin {
  return {
    name: 'rihla-dev-currency',
    apply: 'serve',
    async transformIndexHtml(html) {
      try {
        const res = await fetch(`${apiTarget}/api/settings/public`, {
          signal: AbortSignal.timeout(2000),
        })
        const { currency } = (await res.json()) as { currency?: unknown }
        if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return html
        return html.replace(
          CURRENCY_META,
          (_, start: string, end: string) => start + currency + end,
        )
      } catch {
        return html
      }
    },
  }
}
