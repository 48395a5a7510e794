import { afterEach, describe, expect, it } from 'vitest'
import { ARABIC_REGULAR_URL, preloadFontOf } from './arabic-font-preload'

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]

afterEach(() => {
  for (const link of preloads()) link.remove()
})

describe('the Arabic font preload', () => {
  it('asks for the regular weight when the page starts in Arabic', () => {
    preloadFontOf('ar')
    const [link, ...others] = preloads()
    expect(others).toEqual([])
    expect(link?.getAttribute('as')).toBe('font')
    expect(link?.getAttribute('type')).toBe('font/woff2')
    // Fonts are fetched in CORS mode: without it the browser would download the file twice.
    expect(link?.getAttribute('crossorigin')).toBe('')
    expect(link?.getAttribute('href')).toBe(ARABIC_REGULAR_URL)
    expect(ARABIC_REGULAR_URL).toMatch(/noto-sans-arabic-arabic-400-normal.*\.woff2/)
  })

  it.each(['en', 'fr'] as const)('asks for no font when the page starts in %s', (locale) => {
    preloadFontOf(locale)
    expect(preloads()).toEqual([])
  })

  it('adds the link once however often it is asked', () => {
    preloadFontOf('ar')
    preloadFontOf('ar')
    expect(preloads()).toHaveLength(1)
  })
})
