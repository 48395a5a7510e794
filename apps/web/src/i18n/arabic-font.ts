import semibold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2?url'
import { ARABIC_REGULAR_URL as regular } from './arabic-font-preload'

/**
 * Noto Sans Arabic, self-hosted, Arabic letters only (the @fontsource "arabic" subset), weights
 * 400 and 600. Declared when the Arabic catalogue loads (ar.ts imports this module), so English
 * and French never download it (the first load carries only the regular weight's address, for
 * arabic-font-preload.ts); index.css gives it to `html:lang(ar) body`. The browser fetches a
 * face when a text needs it, or at start when arabic-font-preload.ts asked for it.
 */
export function declareArabicFont(): void {
  if (typeof FontFace === 'undefined') return // jsdom
  for (const [weight, url] of [
    ['400', regular],
    ['600', semibold],
  ] as const) {
    document.fonts.add(
      new FontFace('Noto Sans Arabic', `url(${url}) format("woff2")`, { weight, display: 'swap' }),
    )
  }
}
