import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url'
import type { Lang } from '@rihla/contract/constants'

/** The regular weight of Noto Sans Arabic (the Arabic letters subset), most text's face. */
export const ARABIC_REGULAR_URL = regular

/**
 * When the page starts in Arabic, asks for the regular weight at once, from the entry script:
 * otherwise the browser learns it needs the font only after the Arabic texts have arrived and
 * the first render has laid text out (arabic-font.ts declares it with the texts). English and
 * French never fetch it; a page switched to Arabic later gets it when its texts need it. The
 * semibold weight is left to the browser: fewer texts use it, and two preloads would compete
 * with the Arabic catalogue for the same connection.
 */
export function preloadFontOf(locale: Lang, doc: Document = document): void {
  if (locale !== 'ar' || doc.head.querySelector('link[data-font="arabic"]')) return
  const link = doc.createElement('link')
  // Attributes rather than properties: jsdom knows no `link.as`.
  link.setAttribute('rel', 'preload')
  link.setAttribute('as', 'font')
  link.setAttribute('type', 'font/woff2')
  // Fonts are fetched in CORS mode: a preload without `crossorigin` would not be reused.
  link.setAttribute('crossorigin', '')
  link.setAttribute('href', ARABIC_REGULAR_URL)
  link.setAttribute('data-font', 'arabic')
  doc.head.append(link)
}
