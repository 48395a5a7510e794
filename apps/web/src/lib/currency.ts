import { CURRENCY_CODE, DEFAULT_CURRENCY } from '@rihla/contract/money'

let currency: string | undefined

/**
 * The currency prices are in: the server writes its CURRENCY into the page (decision 039),
 * read once; the seed's dollars when the page has none or something that is not a code.
 */
export function appCurrency(): string {
  if (currency === undefined) {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="rihla-currency"]')
    const code = meta?.content.trim() ?? ''
    currency = CURRENCY_CODE.test(code) ? code : DEFAULT_CURRENCY
  }
  return currency
}
