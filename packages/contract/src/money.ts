import type { Lang } from './constants'

// No zod here: the web's first load formats prices with this module (decision 039).

/** The seed's currency: prices show a dollar sign unless the server's CURRENCY says otherwise. */
export const DEFAULT_CURRENCY = 'USD'

/** Three capital letters, the shape of an ISO 4217 code. */
export const CURRENCY_CODE = /^[A-Z]{3}$/

/**
 * The Intl locale of each language of the app. Algeria writes Arabic with Western digits
 * (1, 2, 3), so Arabic asks for them explicitly; other values are passed through.
 */
const INTL_LOCALES: Record<string, string> = {
  en: 'en',
  fr: 'fr',
  ar: 'ar-DZ-u-nu-latn',
} satisfies Record<Lang, string>

/** The Intl locale for a language of the app (`en`, `fr`, `ar`). */
export function intlLocale(lang: string): string {
  return INTL_LOCALES[lang] ?? lang
}

/**
 * Local symbols, written after the number, for currencies whose form Intl does not give in our
 * languages (Intl writes "DZD 1,200.50" in English and "د.ج.‏" with direction marks in Arabic,
 * where Algerians write "1,200.50 DA" and "1.200,50 د.ج").
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  DZD: { en: 'DA', fr: 'DA', ar: 'د.ج' },
}

/** Whether `code` is an ISO 4217 code this JavaScript engine has data for. */
export function isKnownCurrency(code: string): boolean {
  if (!CURRENCY_CODE.test(code)) return false
  if (typeof Intl.supportedValuesOf === 'function') {
    return Intl.supportedValuesOf('currency').includes(code)
  }
  // Older engines: Intl accepts any well-formed code, so the shape is all there is to check.
  return true
}

/**
 * A price formatter for a currency in a language of the app, the same on the web and the
 * server: a currency of `CURRENCY_SYMBOLS` as the language writes the number, with the
 * currency's decimals, then a no-break space and the symbol ("1 200,50 DA"); any other
 * through Intl's currency style ("$1,200.50", "1 200,50 €"). Build it once and reuse it:
 * making an Intl formatter costs far more than formatting.
 */
export function priceFormatter(currency: string, lang: string): (value: number) => string {
  const tag = intlLocale(lang)
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency })
  const symbol = CURRENCY_SYMBOLS[currency]?.[lang as Lang]
  if (!symbol) return (value) => money.format(value)
  const digits = money.resolvedOptions().maximumFractionDigits
  const number = new Intl.NumberFormat(tag, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return (value) => `${number.format(value)}\u00A0${symbol}`
}
