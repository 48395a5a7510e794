import semibold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2?url'
import { ARABIC_REGULAR_URL as regular } from './arabic-font-preload'

/** Noto Sans Arabic, self-hosted, Arabic letters only, weights 400 and 600. */
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
