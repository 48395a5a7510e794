import { afterEach, describe, expect, it, vi } from 'vitest'

const NBSP = '\u00A0'

/** A fresh copy of the formats, as a page load would have, under the given meta tag. */
async function formatsWithMeta(content: string | undefined) {
  document.head.querySelector('meta[name="rihla-currency"]')?.remove()
  if (content !== undefined) {
    const meta = document.createElement('meta')
    meta.name = 'rihla-currency'
    meta.content = content
    document.head.append(meta)
  }
  vi.resetModules()
  return import('./format')
}

afterEach(() => {
  document.head.querySelector('meta[name="rihla-currency"]')?.remove()
})

describe('formatPrice', () => {
  it("shows prices in the currency the server wrote into the page, in each language's form", async () => {
    const { formatPrice } = await formatsWithMeta('DZD')
    expect(formatPrice(1200.5, 'en')).toBe(`1,200.50${NBSP}DA`)
    expect(formatPrice(1200.5, 'fr')).toBe(`1\u202F200,50${NBSP}DA`)
    expect(formatPrice(1200.5, 'ar')).toBe(`1.200,50${NBSP}د.ج`)
  })

  it('reads the page once: a tag changed later does not mix currencies on one screen', async () => {
    const { formatPrice } = await formatsWithMeta('EUR')
    expect(formatPrice(10, 'en')).toBe('€10.00')
    document.head
      .querySelector<HTMLMetaElement>('meta[name="rihla-currency"]')
      ?.setAttribute('content', 'DZD')
    expect(formatPrice(10, 'fr')).toBe(`10,00${NBSP}€`)
  })

  it("keeps the seed's dollars without a tag or with one that is not a currency code", async () => {
    for (const content of [undefined, '', 'dollars', '<b>']) {
      const { formatPrice } = await formatsWithMeta(content)
      expect(formatPrice(1250, 'en'), String(content)).toBe('$1,250.00')
    }
  })
})
