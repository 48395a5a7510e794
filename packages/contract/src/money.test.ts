import { describe, expect, it } from 'vitest'
import { DEFAULT_CURRENCY, isKnownCurrency, priceFormatter } from './money'
import { currencyCodeSchema } from './settings'

const NBSP = '\u00A0'
/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202F'

describe('priceFormatter', () => {
  it('writes Algerian dinars as Algerians do, in each language', () => {
    expect(priceFormatter('DZD', 'en')(1200.5)).toBe(`1,200.50${NBSP}DA`)
    expect(priceFormatter('DZD', 'fr')(1200.5)).toBe(`1${NNBSP}200,50${NBSP}DA`)
    expect(priceFormatter('DZD', 'ar')(1200.5)).toBe(`1.200,50${NBSP}د.ج`)
    expect(priceFormatter('DZD', 'en')(90)).toBe(`90.00${NBSP}DA`)
  })

  it("keeps the seed's dollars by default", () => {
    expect(DEFAULT_CURRENCY).toBe('USD')
    expect(priceFormatter('USD', 'en')(1200.5)).toBe('$1,200.50')
    expect(priceFormatter('USD', 'fr')(1250)).toMatch(/^1\s250,00\s\$US$/)
    expect(priceFormatter('USD', 'ar')(1250)).not.toMatch(/[٠-٩]/)
  })

  it('writes other currencies through Intl', () => {
    expect(priceFormatter('EUR', 'en')(1200.5)).toBe('€1,200.50')
    expect(priceFormatter('EUR', 'fr')(1200.5)).toBe(`1${NNBSP}200,50${NBSP}€`)
    expect(priceFormatter('JPY', 'en')(1200)).toBe('¥1,200')
  })
})

describe('currency codes', () => {
  it('accepts ISO 4217 codes Intl knows, in any case', () => {
    expect(isKnownCurrency('DZD')).toBe(true)
    expect(currencyCodeSchema.parse('eur')).toBe('EUR')
    expect(currencyCodeSchema.parse(' DZD ')).toBe('DZD')
  })

  it('refuses anything else', () => {
    for (const code of ['', 'US', 'DOLLAR', 'ABC', 'D1D', '$']) {
      expect(currencyCodeSchema.safeParse(code).success, code).toBe(false)
    }
  })
})
